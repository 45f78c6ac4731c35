import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password.js';

describe('password hashing (scrypt)', () => {
  it('hashes with a random salt and records its parameters', async () => {
    const a = await hashPassword('Adire-Test-2026');
    const b = await hashPassword('Adire-Test-2026');
    expect(a).toMatch(/^scrypt\$15\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Adire-Test-2026', a)).toBe(true);
    expect(await verifyPassword('adire-test-2026', a)).toBe(false);
  });

  it('verifies hashes made with other parameters and flags weaker ones for re-hashing', async () => {
    const weak = await hashPassword('Old-Password-1', { log2N: 10, r: 8, p: 1 });
    expect(await verifyPassword('Old-Password-1', weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword('New-Password-1'))).toBe(false);
  });

  it('refuses missing or malformed hashes', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plaintext')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99$8$1$AAAA$AAAA')).toBe(false);
  });
});
