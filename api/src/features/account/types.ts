import { builder } from '../../graphql/builder.js';

export const PasswordResetTokenStatus = builder.enumType('PasswordResetTokenStatus', {
  values: { VALID: {}, EXPIRED: {}, INVALID: { description: 'Unknown or already used.' } } as const,
});
