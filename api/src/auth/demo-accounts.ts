import { DEMO_CREDENTIALS } from './demo-credentials.js';
import { isLoopbackAddress } from '../http/loopback.js';

/** DEMO_SIGN_IN: where the seeded accounts may sign in with the passwords README publishes. */
export type DemoSignIn = 'loopback' | 'anywhere' | 'off';

/**
 * The seed's accounts have passwords anyone can read in README. Whoever knows them could take a
 * demo super admin on a server others reach, so by default they work only for callers on this
 * machine. An account whose password was changed is an ordinary account again.
 */
export function isPublishedDemoCredential(email: string, password: string): boolean {
  return DEMO_CREDENTIALS.some((u) => u.email === email && u.password === password);
}

export function demoSignInAllowed(setting: DemoSignIn, callerAddress: string): boolean {
  if (setting === 'anywhere') return true;
  if (setting === 'off') return false;
  return isLoopbackAddress(callerAddress);
}
