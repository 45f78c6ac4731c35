/** The spec's password rules, checked in this order; each failing rule has its own message. */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so a huge input cannot make hashing expensive. */
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 8 characters long',
  tooLong: 'Password must be at most 256 characters long',
  noLowercase: 'Password must contain at least one lowercase letter',
  noUppercase: 'Password must contain at least one uppercase letter',
  noDigit: 'Password must contain at least one number',
  mismatch: 'Passwords do not match',
  required: 'Password is required',
} as const;

/** The first rule a new password breaks, or null. */
export function passwordStrengthProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (!/\p{Ll}/u.test(password)) return PASSWORD_MESSAGES.noLowercase;
  if (!/\p{Lu}/u.test(password)) return PASSWORD_MESSAGES.noUppercase;
  if (!/\p{Nd}/u.test(password)) return PASSWORD_MESSAGES.noDigit;
  return null;
}

/** Field errors for a new password and its confirmation, keyed by input field name. */
export function newPasswordErrors(password: string, confirmPassword: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const strength = passwordStrengthProblem(password);
  if (strength) errors.password = strength;
  if (password !== confirmPassword) errors.confirmPassword = PASSWORD_MESSAGES.mismatch;
  return errors;
}
