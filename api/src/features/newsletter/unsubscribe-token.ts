import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One-click unsubscribe tokens: `<subscriber id>_<HMAC-SHA256 of the id>` (URL-safe as they are), signed with a key
 * derived from a server secret. They never expire (an old newsletter's link keeps working) but
 * cannot be made for another subscriber or altered without the secret.
 */

const PURPOSE = 'adire:newsletter-unsubscribe:v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A key for unsubscribe tokens only, so a token can never stand in for anything else the secret signs. */
export const unsubscribeKey = (serverSecret: string): Buffer =>
  createHmac('sha256', serverSecret).update(PURPOSE).digest();

const mac = (key: Buffer, subscriberId: string) =>
  createHmac('sha256', key).update(`unsubscribe:${subscriberId}`).digest('base64url');

export function signUnsubscribeToken(key: Buffer, subscriberId: string): string {
  return `${subscriberId}_${mac(key, subscriberId)}`;
}

/** The subscriber id, when one of the keys (the newest signs; older ones still verify) signed the token; else null. */
export function verifyUnsubscribeToken(keys: readonly Buffer[], token: string): string | null {
  // A UUID never holds '_'; the MAC after the first one may.
  const at = token.indexOf('_');
  const subscriberId = token.slice(0, at);
  const given = token.slice(at + 1);
  if (at < 0 || !given || !UUID.test(subscriberId)) return null;
  const presented = Buffer.from(given);
  return keys.some((key) => {
    const expected = Buffer.from(mac(key, subscriberId));
    return expected.length === presented.length && timingSafeEqual(expected, presented);
  })
    ? subscriberId
    : null;
}
