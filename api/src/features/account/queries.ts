import { builder } from '../../graphql/builder.js';
import { PasswordResetTokenStatus } from './types.js';

builder.queryField('passwordResetTokenStatus', (t) =>
  t.field({
    type: PasswordResetTokenStatus,
    description: 'Whether a reset link can still be used, so the reset page can show its form or explain.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.accounts.resetTokenStatus(args.token),
  }),
);
