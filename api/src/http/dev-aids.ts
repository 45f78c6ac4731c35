import { isLoopbackHost } from './loopback.js';

/**
 * Development aids: things that help the person running Adire on their own computer and must never
 * reach anyone else. Each is decided here from the settings, once, and described for the start log.
 */
export interface DevAidSettings {
  /** The listening address (HOST). */
  HOST: string;
  /** The address people use; a non-loopback one means others reach this server through a proxy. */
  publicUrl: string;
  SMTP_URL?: string;
  DEV_MAILBOX: 'auto' | 'on' | 'off';
  DEMO_SIGN_IN: 'loopback' | 'anywhere' | 'off';
}

export interface DevMailboxDecision {
  enabled: boolean;
  /** Why, in words for the start log. */
  reason: string;
}

/**
 * The development mailbox (/dev/mailbox) shows every mail the app kept instead of sending, reset
 * links included. It is on by default only while no SMTP server is configured and the server can
 * only be reached from this machine; DEV_MAILBOX=on turns it on elsewhere. Even then it answers
 * only callers on the loopback address (see loopbackOnly).
 */
export function decideDevMailbox(s: DevAidSettings): DevMailboxDecision {
  if (s.SMTP_URL) return { enabled: false, reason: 'SMTP_URL is set, so mail is sent rather than kept' };
  if (s.DEV_MAILBOX === 'off') return { enabled: false, reason: 'DEV_MAILBOX=off' };
  if (s.DEV_MAILBOX === 'on')
    return { enabled: true, reason: 'DEV_MAILBOX=on; it answers callers on this machine only' };
  if (!isLoopbackHost(s.HOST)) {
    return {
      enabled: false,
      reason: `the server listens on ${s.HOST}, which others may reach; DEV_MAILBOX=on opens it to callers on this machine`,
    };
  }
  const publicHost = new URL(s.publicUrl).hostname;
  if (!isLoopbackHost(publicHost)) {
    return {
      enabled: false,
      reason: `PUBLIC_URL names ${publicHost}, so others reach this server; DEV_MAILBOX=on opens it to callers on this machine`,
    };
  }
  return {
    enabled: true,
    reason: 'no SMTP_URL and the server listens on a loopback address; it answers callers on this machine only',
  };
}

/** The start-log lines that say which development aids are on, and how a local user reads mail. */
export function describeDevAids(s: DevAidSettings, mailboxUrl: string): string[] {
  const mailbox = decideDevMailbox(s);
  const lines = [
    mailbox.enabled
      ? `Development mailbox: on at ${mailboxUrl} (${mailbox.reason}).`
      : `Development mailbox: off (${mailbox.reason}).`,
  ];
  if (!mailbox.enabled && !s.SMTP_URL) {
    lines.push(
      'Mail is kept in the outbox table and not delivered: set SMTP_URL so confirmation and reset links reach people.',
    );
  }
  const demo = {
    loopback: 'Demo accounts: their published passwords work only for callers on this machine.',
    anywhere:
      'Demo accounts: DEMO_SIGN_IN=anywhere, so their published passwords work from any address. Never use this on a server others can reach.',
    off: 'Demo accounts: DEMO_SIGN_IN=off, so their published passwords are refused.',
  } as const;
  lines.push(demo[s.DEMO_SIGN_IN]);
  return lines;
}
