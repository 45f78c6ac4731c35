import { describe, expect, it } from 'vitest';
import { decideDevMailbox, describeDevAids, type DevAidSettings } from './dev-aids.js';
import { isLoopbackAddress, isLoopbackHost } from './loopback.js';

const local: DevAidSettings = {
  HOST: '127.0.0.1',
  publicUrl: 'http://127.0.0.1:3000',
  DEV_MAILBOX: 'auto',
  DEMO_SIGN_IN: 'loopback',
};

describe('loopback addresses', () => {
  it('knows the loopback range in both families and IPv4-mapped form', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ['0.0.0.0', '::', '10.0.0.1', '203.0.113.9', '::ffff:203.0.113.9', 'localhost', '', undefined])
      expect(isLoopbackAddress(a), String(a)).toBe(false);
  });
  it('treats localhost and bracketed ::1 as loopback hosts, the wildcard addresses as not', () => {
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
    expect(isLoopbackHost('::')).toBe(false);
    expect(isLoopbackHost('adire.example')).toBe(false);
  });
});

describe('development mailbox decision', () => {
  it('is on by default only without SMTP on a loopback address', () => {
    expect(decideDevMailbox(local).enabled).toBe(true);
    expect(decideDevMailbox({ ...local, HOST: 'localhost', publicUrl: 'http://localhost:3000' }).enabled).toBe(true);
    expect(decideDevMailbox({ ...local, SMTP_URL: 'smtp://mail.example:587' })).toMatchObject({
      enabled: false,
      reason: expect.stringContaining('SMTP_URL'),
    });
    expect(decideDevMailbox({ ...local, HOST: '0.0.0.0' })).toMatchObject({
      enabled: false,
      reason: expect.stringContaining('0.0.0.0'),
    });
    expect(decideDevMailbox({ ...local, HOST: '192.168.1.20' }).enabled).toBe(false);
  });
  it('is off when the public address is not this machine, even behind a local proxy', () => {
    expect(decideDevMailbox({ ...local, publicUrl: 'https://adire.example' })).toMatchObject({
      enabled: false,
      reason: expect.stringContaining('adire.example'),
    });
  });
  it('follows an explicit setting, but SMTP always wins', () => {
    expect(decideDevMailbox({ ...local, HOST: '0.0.0.0', DEV_MAILBOX: 'on' }).enabled).toBe(true);
    expect(decideDevMailbox({ ...local, DEV_MAILBOX: 'off' }).enabled).toBe(false);
    expect(decideDevMailbox({ ...local, DEV_MAILBOX: 'on', SMTP_URL: 'smtp://mail.example' }).enabled).toBe(false);
  });
  it('tells the start log how mail is read and where demo passwords work', () => {
    expect(describeDevAids(local, 'http://127.0.0.1:3000/dev/mailbox')[0]).toMatch(
      /^Development mailbox: on at http:\/\/127\.0\.0\.1:3000\/dev\/mailbox/,
    );
    const remote = describeDevAids({ ...local, HOST: '0.0.0.0' }, 'x');
    expect(remote[0]).toMatch(/^Development mailbox: off/);
    expect(remote[1]).toMatch(/set SMTP_URL/);
    expect(remote[2]).toMatch(/only for callers on this machine/);
  });
});
