import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, unsubscribeKey, verifyUnsubscribeToken } from './unsubscribe-token.js';

const id = '3f0c5a1e-8d2b-4c11-9a7e-0b6f2d4c8e91';
const other = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const key = unsubscribeKey('server secret');

describe('unsubscribe tokens', () => {
  it('verify to the subscriber they were signed for', () => {
    expect(verifyUnsubscribeToken([key], signUnsubscribeToken(key, id))).toBe(id);
  });

  it('are refused when altered, made for another id, or signed with another secret', () => {
    const token = signUnsubscribeToken(key, id);
    const mac = token.slice(token.indexOf('_') + 1);
    expect(verifyUnsubscribeToken([key], `${other}.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken([key], `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(verifyUnsubscribeToken([unsubscribeKey('another secret')], token)).toBeNull();
    expect(verifyUnsubscribeToken([key], id)).toBeNull();
    expect(verifyUnsubscribeToken([key], `${token}x`)).toBeNull();
    expect(verifyUnsubscribeToken([key], `x${token}`)).toBeNull();
    expect(verifyUnsubscribeToken([key], '')).toBeNull();
  });

  it('still verify with an older key after a newer one signs', () => {
    const older = unsubscribeKey('older secret');
    expect(verifyUnsubscribeToken([key, older], signUnsubscribeToken(older, id))).toBe(id);
  });

  it('do not show the secret and differ per subscriber', () => {
    expect(signUnsubscribeToken(key, id)).not.toContain('server secret');
    expect(signUnsubscribeToken(key, id).slice(37)).not.toBe(signUnsubscribeToken(key, other).slice(37));
  });
});
