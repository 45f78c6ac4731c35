import type { PrismaClient } from '../generated/prisma/client.js';
import type { Mailer } from '../mail/mailer.js';
import { signInCodeMail } from '../mail/account-mails.js';
import { normalizeEmail } from '../domain/email-address.js';
import { type LoginThrottle, tooManyAttemptsMessage } from './login-throttle.js';
import { demoSignInAllowed, isPublishedDemoCredential, type DemoSignIn } from './demo-accounts.js';
import { hashPassword, needsRehash, spendVerificationTime, verifyPassword } from './password.js';
import {
  SIGN_IN_CODE,
  isWellFormedSignInCode,
  issueSignInCode,
  normalizeSignInCode,
  useSignInCode,
} from './sign-in-codes.js';

export const SIGN_IN_MESSAGES = {
  invalid: 'Invalid email or password. Please try again.',
  unconfirmed:
    'Please confirm your e-mail address before signing in. Check your inbox for the confirmation link, or request a new one.',
  required: 'Email and password are required',
  demoElsewhere: 'Demo accounts sign in with their published passwords only on the computer that runs Adire.',
  codeRequired: `To keep your account safe we need to check that it is you. If the e-mail address and password are correct, we have sent a ${SIGN_IN_CODE.digits}-digit code to that address: enter it to finish signing in. The code expires in ${SIGN_IN_CODE.lifetimeMinutes} minutes.`,
  codeMissing: `Enter the ${SIGN_IN_CODE.digits}-digit code from the e-mail.`,
  codeInvalid:
    'That code is not right, or it has expired. Enter the code from the latest e-mail, or go back and sign in again to get a new one.',
} as const;

export type SignInFailure = {
  ok: false;
  status: 400 | 401 | 403 | 429;
  error:
    | 'invalid_request'
    | 'invalid_credentials'
    | 'email_not_confirmed'
    | 'too_many_attempts'
    | 'demo_account_local_only'
    | 'code_required'
    | 'invalid_code';
  message: string;
  retryAfterMinutes?: number;
};

export type SignInOutcome = { ok: true; userId: string } | SignInFailure;

export interface SignInDeps {
  prisma: PrismaClient;
  throttle: LoginThrottle;
  mailer: Mailer;
  /** Where the web pages are (the code e-mail links to /forgot-password). */
  webUrl: string;
  /** Keys for the sign-in codes' HMAC (the provider's cookie keys: the first signs, all verify). */
  codeKeys: () => readonly string[];
  /** Where the seeded demo accounts may sign in with their published passwords. */
  demoSignIn: DemoSignIn;
}

const refuse = (status: SignInFailure['status'], error: SignInFailure['error'], message: string): SignInFailure => ({
  ok: false,
  status,
  error,
  message,
});

/**
 * Checks an e-mail and password for one sign-in (`interactionUid`), within the throttle's limits.
 * While others keep failing to sign in to the account (the throttle's `needsCode`), the right
 * password is not enough: a code is mailed to the account and confirmSignInCode finishes. Then a
 * wrong password gets the very same answer as the right one (and no mail), so guessing teaches a
 * stranger nothing, and a stranger can neither use up the owner's codes nor fill their inbox.
 */
export async function signIn(
  deps: SignInDeps,
  input: { email: string; password: string; ip: string; interactionUid: string },
): Promise<SignInOutcome> {
  if (!input.email.trim() || !input.password) return refuse(400, 'invalid_request', SIGN_IN_MESSAGES.required);
  const email = normalizeEmail(input.email);

  // Counted before the password is checked, so attempts sent at once cannot all slip under the limit.
  const verdict = await deps.throttle.begin(email, input.ip);
  if (!verdict.allowed)
    return {
      ...refuse(429, 'too_many_attempts', tooManyAttemptsMessage(verdict.minutesToWait)),
      retryAfterMinutes: verdict.minutesToWait,
    };
  const { attempt, needsCode } = verdict;

  const user = await deps.prisma.user.findUnique({ where: { email } });
  const passwordOk = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : (await spendVerificationTime(input.password), false);
  // A wrong password leaves the attempt counted as a failure.
  if (!user || !passwordOk)
    return needsCode
      ? refuse(401, 'code_required', SIGN_IN_MESSAGES.codeRequired)
      : refuse(401, 'invalid_credentials', SIGN_IN_MESSAGES.invalid);
  await attempt.withdraw();
  // The published demo passwords are no secret, so saying this reveals nothing.
  if (isPublishedDemoCredential(email, input.password) && !demoSignInAllowed(deps.demoSignIn, input.ip))
    return refuse(403, 'demo_account_local_only', SIGN_IN_MESSAGES.demoElsewhere);

  if (needsCode) {
    const code = await issueSignInCode(deps.prisma, deps.codeKeys(), {
      userId: user.id,
      interactionUid: input.interactionUid,
    });
    if (code)
      await deps.mailer.send(
        signInCodeMail(user.email, deps.webUrl, {
          code,
          validMinutes: SIGN_IN_CODE.lifetimeMinutes,
          at: new Date(),
          fromAddress: input.ip,
        }),
      );
    return refuse(401, 'code_required', SIGN_IN_MESSAGES.codeRequired);
  }
  return finishSignIn(deps, user, input.ip, input.password);
}

/** The second step of a sign-in that needed a mailed code: the code issued to this sign-in. */
export async function confirmSignInCode(
  deps: SignInDeps,
  input: { code: string; ip: string; interactionUid: string },
): Promise<SignInOutcome> {
  const code = normalizeSignInCode(input.code);
  if (!isWellFormedSignInCode(code)) return refuse(400, 'invalid_request', SIGN_IN_MESSAGES.codeMissing);
  const used = await useSignInCode(deps.prisma, deps.codeKeys(), input.interactionUid, code);
  const user = used && (await deps.prisma.user.findUnique({ where: { id: used.userId } }));
  if (!user) return refuse(401, 'invalid_code', SIGN_IN_MESSAGES.codeInvalid);
  return finishSignIn(deps, user, input.ip);
}

/** The password (and the code, when one was asked for) is right: the last checks, then signed in. */
async function finishSignIn(
  deps: SignInDeps,
  user: { id: string; email: string; passwordHash: string | null; emailVerified: Date | null; updatedAt: Date },
  ip: string,
  password?: string,
): Promise<SignInOutcome> {
  // Only someone who knows the password (and holds the mailbox, when a code was asked for) learns that the address is unconfirmed.
  if (!user.emailVerified) return refuse(403, 'email_not_confirmed', SIGN_IN_MESSAGES.unconfirmed);
  await deps.throttle.recordSuccess(user.email, ip);
  const rehashed =
    password !== undefined && needsRehash(user.passwordHash!) ? { passwordHash: await hashPassword(password) } : {};
  await deps.prisma.user.update({
    where: { id: user.id },
    data: { lastSignInAt: new Date(), updatedAt: user.updatedAt, ...rehashed },
  });
  return { ok: true, userId: user.id };
}
