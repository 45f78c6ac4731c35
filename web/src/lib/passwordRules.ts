/** The password rules of sign-up and reset, in the order the API checks them, with its messages. */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 8 characters long',
  noLowercase: 'Password must contain at least one lowercase letter',
  noUppercase: 'Password must contain at least one uppercase letter',
  noDigit: 'Password must contain at least one number',
  mismatch: 'Passwords do not match',
} as const;

/** The first rule a new password breaks, or null. */
export function passwordStrengthProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (!/\p{Ll}/u.test(password)) return PASSWORD_MESSAGES.noLowercase;
  if (!/\p{Lu}/u.test(password)) return PASSWORD_MESSAGES.noUppercase;
  if (!/\p{Nd}/u.test(password)) return PASSWORD_MESSAGES.noDigit;
  return null;
}
