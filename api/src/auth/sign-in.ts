import type { PrismaClient } from '../generated/prisma/client.js';
import { normalizeEmail } from '../domain/email-address.js';
import { type LoginThrottle, tooManyAttemptsMessage } from './login-throttle.js';
import { demoSignInAllowed, isPublishedDemoCredential, type DemoSignIn } from './demo-accounts.js';
import { hashPassword, needsRehash, spendVerificationTime, verifyPassword } from './password.js';

export const SIGN_IN_MESSAGES = {
  invalid: 'Invalid email or password. Please try again.',
  unconfirmed:
    'Please confirm your e-mail address before signing in. Check your inbox for the confirmation link, or request a new one.',
  required: 'Email and password are required',
  demoElsewhere: 'Demo accounts sign in with their published passwords only on the computer that runs Adire.',
} as const;

export type SignInOutcome =
  | { ok: true; userId: string }
  | {
      ok: false;
      status: 400 | 401 | 403 | 429;
      error:
        | 'invalid_request'
        | 'invalid_credentials'
        | 'email_not_confirmed'
        | 'too_many_attempts'
        | 'demo_account_local_only';
      message: string;
      retryAfterMinutes?: number;
    };

/** Checks an e-mail and password, within the throttle's limits. */
export async function signIn(
  prisma: PrismaClient,
  throttle: LoginThrottle,
  input: { email: string; password: string; ip: string; demoSignIn: DemoSignIn },
): Promise<SignInOutcome> {
  if (!input.email.trim() || !input.password)
    return { ok: false, status: 400, error: 'invalid_request', message: SIGN_IN_MESSAGES.required };
  const email = normalizeEmail(input.email);

  // Counted before the password is checked, so attempts sent at once cannot all slip under the limit.
  const verdict = await throttle.begin(email, input.ip);
  if (!verdict.allowed)
    return {
      ok: false,
      status: 429,
      error: 'too_many_attempts',
      message: tooManyAttemptsMessage(verdict.minutesToWait),
      retryAfterMinutes: verdict.minutesToWait,
    };
  const { attempt } = verdict;

  const user = await prisma.user.findUnique({ where: { email } });
  const passwordOk = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : (await spendVerificationTime(input.password), false);
  // A wrong password leaves the attempt counted as a failure.
  if (!user || !passwordOk)
    return { ok: false, status: 401, error: 'invalid_credentials', message: SIGN_IN_MESSAGES.invalid };
  if (isPublishedDemoCredential(email, input.password) && !demoSignInAllowed(input.demoSignIn, input.ip)) {
    await attempt.withdraw();
    return { ok: false, status: 403, error: 'demo_account_local_only', message: SIGN_IN_MESSAGES.demoElsewhere };
  }
  // Only someone who knows the password learns that the address is unconfirmed.
  if (!user.emailVerified) {
    await attempt.withdraw();
    return { ok: false, status: 403, error: 'email_not_confirmed', message: SIGN_IN_MESSAGES.unconfirmed };
  }

  await attempt.succeeded();
  const rehashed = needsRehash(user.passwordHash!) ? { passwordHash: await hashPassword(input.password) } : {};
  await prisma.user.update({
    where: { id: user.id },
    data: { lastSignInAt: new Date(), updatedAt: user.updatedAt, ...rehashed },
  });
  return { ok: true, userId: user.id };
}
