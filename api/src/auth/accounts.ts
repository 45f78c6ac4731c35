import type { PrismaClient, User } from '../generated/prisma/client.js';
import { emailProblem, normalizeEmail } from '../domain/email-address.js';
import { newPasswordErrors } from '../domain/password-policy.js';
import { ValidationError } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { alreadyRegisteredMail, confirmationMail, passwordResetMail } from '../mail/account-mails.js';
import { approvedDesignerSignInMail, approvedDesignerSetupMail } from '../mail/designer-mails.js';
import {
  PASSWORD_TOKEN_PURPOSES,
  TOKEN_LIFETIME_HOURS,
  inspectAccountToken,
  issueAccountToken,
  tokensIssuedSince,
  useAccountToken,
} from './account-tokens.js';
import { signOutEverywhere } from './sign-out-everywhere.js';
import { hashPassword, verifyPassword } from './password.js';
import { throwIfInvalid } from '../graphql/kit/validation.js';

export const ACCOUNT_MESSAGES = {
  signedUp: 'Check your email for a confirmation link before signing in.',
  resetRequested: 'Password reset email sent! Check your inbox.',
  passwordUpdated: 'Password updated successfully!',
  resetExpired: 'Your password reset session has expired. Please request a new password reset link.',
  resetInvalid: 'Invalid password reset session. Please request a new password reset link.',
  samePassword: 'Your new password must be different from your current password. Please choose a different password.',
  confirmationExpired: 'This confirmation link has expired. Please request a new one.',
  confirmationInvalid: 'This confirmation link is invalid. Please request a new one.',
  nameTooLong: 'Names must be at most 100 characters long',
} as const;

export type ResetTokenStatus = 'VALID' | 'EXPIRED' | 'INVALID';

const NAME_MAX_LENGTH = 100;

/**
 * At most this many confirmation or reset e-mails go to one address per hour, so nobody can use
 * the forms to flood someone's inbox. Further requests get the usual answer and send nothing.
 */
export const ACCOUNT_MAILS_PER_HOUR = 3;

/**
 * Account life cycle: sign-up with e-mail confirmation, password reset, profile. Answers never
 * reveal whether an address has an account: sign-up and reset requests look the same either way,
 * and the mailbox owner learns the rest by e-mail.
 */
export class AccountService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly mailer: Mailer,
    private readonly webUrl: string,
  ) {}

  async signUp(input: { email: string; password: string; confirmPassword: string }): Promise<string> {
    const fieldErrors: Record<string, string> = {};
    const emailError = emailProblem(input.email);
    if (emailError) fieldErrors.email = emailError;
    Object.assign(fieldErrors, newPasswordErrors(input.password, input.confirmPassword));
    throwIfInvalid(fieldErrors);

    const email = normalizeEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    const existing = await this.prisma.user.findUnique({ where: { email } });
    // An account that carries rights given to the address's owner (an approved designer who has not
    // chosen a password yet) never takes a password from a sign-up, confirmed or not: its owner
    // chooses one through a mailed link.
    if (existing && (existing.emailVerified || existing.role !== 'user')) {
      await this.mailer.send(alreadyRegisteredMail(email, this.webUrl));
      return ACCOUNT_MESSAGES.signedUp;
    }
    // An unconfirmed account takes the newest password: whoever confirms from the mailbox signs in
    // with it, so nobody can pre-register someone else's address with a password of their own.
    const user = existing
      ? await this.prisma.user.update({ where: { id: existing.id }, data: { passwordHash } })
      : await this.prisma.user.create({ data: { email, passwordHash, role: 'user' } });
    await this.sendConfirmation(user);
    return ACCOUNT_MESSAGES.signedUp;
  }

  async resendConfirmation(rawEmail: string): Promise<string> {
    const emailError = emailProblem(rawEmail);
    if (emailError) throw new ValidationError({ email: emailError });
    const user = await this.prisma.user.findUnique({ where: { email: normalizeEmail(rawEmail) } });
    if (user && !user.emailVerified) await this.sendConfirmation(user);
    return ACCOUNT_MESSAGES.signedUp;
  }

  async confirmEmail(token: string): Promise<User> {
    const found = await inspectAccountToken(this.prisma, token, 'email_confirmation');
    if (found.state === 'expired') throw new ValidationError({ token: ACCOUNT_MESSAGES.confirmationExpired });
    if (found.state === 'invalid') throw new ValidationError({ token: ACCOUNT_MESSAGES.confirmationInvalid });
    if (found.state === 'used') {
      // Opening the link twice is harmless once the address is confirmed.
      const user = await this.prisma.user.findUnique({ where: { id: found.userId } });
      if (user?.emailVerified) return user;
      throw new ValidationError({ token: ACCOUNT_MESSAGES.confirmationInvalid });
    }
    return this.prisma.$transaction(async (tx) => {
      if (!(await useAccountToken(tx, found.id)))
        throw new ValidationError({ token: ACCOUNT_MESSAGES.confirmationInvalid });
      return tx.user.update({ where: { id: found.userId }, data: { emailVerified: new Date() } });
    });
  }

  async requestPasswordReset(rawEmail: string): Promise<string> {
    const emailError = emailProblem(rawEmail);
    if (emailError) throw new ValidationError({ email: emailError });
    const email = normalizeEmail(rawEmail);
    const user = await this.prisma.user.findUnique({ where: { email } });
    if (user && (await this.mayMail(user.id, 'password_reset'))) {
      const token = await issueAccountToken(this.prisma, user.id, 'password_reset');
      await this.mailer.send(passwordResetMail(email, this.webUrl, token));
    }
    return ACCOUNT_MESSAGES.resetRequested;
  }

  async resetTokenStatus(token: string): Promise<ResetTokenStatus> {
    const found = await inspectAccountToken(this.prisma, token, PASSWORD_TOKEN_PURPOSES);
    return found.state === 'valid' ? 'VALID' : found.state === 'expired' ? 'EXPIRED' : 'INVALID';
  }

  async resetPassword(input: { token: string; password: string; confirmPassword: string }): Promise<string> {
    const found = await inspectAccountToken(this.prisma, input.token, PASSWORD_TOKEN_PURPOSES);
    if (found.state === 'expired') throw new ValidationError({ token: ACCOUNT_MESSAGES.resetExpired });
    if (found.state !== 'valid') throw new ValidationError({ token: ACCOUNT_MESSAGES.resetInvalid });
    throwIfInvalid(newPasswordErrors(input.password, input.confirmPassword));

    const user = await this.prisma.user.findUniqueOrThrow({ where: { id: found.userId } });
    if (await verifyPassword(input.password, user.passwordHash))
      throw new ValidationError({ password: ACCOUNT_MESSAGES.samePassword });
    const passwordHash = await hashPassword(input.password);

    await this.prisma.$transaction(async (tx) => {
      if (!(await useAccountToken(tx, found.id))) throw new ValidationError({ token: ACCOUNT_MESSAGES.resetInvalid });
      // Following the e-mailed link proves the address, so the reset also confirms it.
      await tx.user.update({
        where: { id: user.id },
        data: { passwordHash, emailVerified: user.emailVerified ?? new Date() },
      });
      await tx.loginFailure.deleteMany({ where: { email: user.email } });
      // Whoever knew the old password is signed out everywhere, access tokens included.
      await signOutEverywhere(tx, user.id);
    });
    return ACCOUNT_MESSAGES.passwordUpdated;
  }

  async updateProfile(userId: string, input: { firstName?: string | null; lastName?: string | null }): Promise<User> {
    const clean = (v: string | null | undefined) => (v == null ? undefined : v.trim() || null);
    const firstName = clean(input.firstName);
    const lastName = clean(input.lastName);
    const fieldErrors: Record<string, string> = {};
    if (firstName && firstName.length > NAME_MAX_LENGTH) fieldErrors.firstName = ACCOUNT_MESSAGES.nameTooLong;
    if (lastName && lastName.length > NAME_MAX_LENGTH) fieldErrors.lastName = ACCOUNT_MESSAGES.nameTooLong;
    throwIfInvalid(fieldErrors);
    return this.prisma.user.update({ where: { id: userId }, data: { firstName, lastName } });
  }

  /**
   * Tells a designer whose application was approved how to reach their brand in the studio: a link
   * to choose a first password when the account has none, a sign-in link otherwise. Both lead to
   * `studioPath` once signed in.
   */
  async welcomeApprovedDesigner(userId: string, brandName: string, studioPath: string): Promise<void> {
    const user = await this.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    if (user.passwordHash) {
      await this.mailer.send(approvedDesignerSignInMail(user.email, this.webUrl, brandName, studioPath));
      return;
    }
    const token = await issueAccountToken(this.prisma, user.id, 'account_setup');
    await this.mailer.send(
      approvedDesignerSetupMail(
        user.email,
        this.webUrl,
        brandName,
        token,
        studioPath,
        TOKEN_LIFETIME_HOURS.account_setup,
      ),
    );
  }

  private async mayMail(userId: string, purpose: 'password_reset' | 'email_confirmation'): Promise<boolean> {
    const since = new Date(Date.now() - 3600_000);
    return (await tokensIssuedSince(this.prisma, userId, purpose, since)) < ACCOUNT_MAILS_PER_HOUR;
  }

  private async sendConfirmation(user: User): Promise<void> {
    if (!(await this.mayMail(user.id, 'email_confirmation'))) return;
    const token = await issueAccountToken(this.prisma, user.id, 'email_confirmation');
    await this.mailer.send(confirmationMail(user.email, this.webUrl, token, TOKEN_LIFETIME_HOURS.email_confirmation));
  }
}
