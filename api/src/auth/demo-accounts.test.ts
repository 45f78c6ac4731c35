import { describe, expect, it } from 'vitest';
import { demoSignInAllowed, isPublishedDemoCredential } from './demo-accounts.js';

describe('demo sign-in', () => {
  it('recognises only the published pairs', () => {
    expect(isPublishedDemoCredential('superadmin@adire.example', 'Adire-Super-2026!')).toBe(true);
    expect(isPublishedDemoCredential('superadmin@adire.example', 'changed-Password-1')).toBe(false);
    expect(isPublishedDemoCredential('someone@example.com', 'Adire-Super-2026!')).toBe(false);
  });
  it('allows the published passwords where the setting says', () => {
    expect(demoSignInAllowed('loopback', '127.0.0.1')).toBe(true);
    expect(demoSignInAllowed('loopback', '203.0.113.9')).toBe(false);
    expect(demoSignInAllowed('anywhere', '203.0.113.9')).toBe(true);
    expect(demoSignInAllowed('off', '127.0.0.1')).toBe(false);
  });
});
