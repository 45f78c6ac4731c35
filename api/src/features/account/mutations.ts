import { builder } from '../../graphql/builder.js';

// Sign-up, e-mail confirmation and password reset. Signing in itself happens at the OpenID
// provider (/oidc); these are the steps around it that the web pages drive.

builder.relayMutationField(
  'signUp',
  {
    inputFields: (t) => ({
      email: t.string({ required: true }),
      password: t.string({ required: true }),
      confirmPassword: t.string({ required: true }),
    }),
  },
  {
    description:
      'Creates an account and e-mails a confirmation link. Answers the same whether or not the address already has an account.',
    resolve: async (_root, { input }, ctx) => {
      await ctx.writes.limit('signUp');
      return { message: await ctx.accounts.signUp(input) };
    },
  },
  { outputFields: (t) => ({ message: t.exposeString('message') }) },
);

builder.relayMutationField(
  'resendConfirmationEmail',
  { inputFields: (t) => ({ email: t.string({ required: true }) }) },
  {
    description: 'E-mails a new confirmation link when the address has an unconfirmed account.',
    resolve: async (_root, { input }, ctx) => {
      await ctx.writes.limit('accountMail');
      return { message: await ctx.accounts.resendConfirmation(input.email) };
    },
  },
  { outputFields: (t) => ({ message: t.exposeString('message') }) },
);

builder.relayMutationField(
  'confirmEmail',
  { inputFields: (t) => ({ token: t.string({ required: true }) }) },
  {
    description: 'Confirms an address with the token from the confirmation e-mail (single use, 48 hours).',
    resolve: async (_root, { input }, ctx) => ({ email: (await ctx.accounts.confirmEmail(input.token)).email }),
  },
  { outputFields: (t) => ({ email: t.exposeString('email') }) },
);

builder.relayMutationField(
  'requestPasswordReset',
  { inputFields: (t) => ({ email: t.string({ required: true }) }) },
  {
    description:
      'E-mails a password reset link (single use, 1 hour) when the address has an account; answers the same either way.',
    resolve: async (_root, { input }, ctx) => {
      await ctx.writes.limit('accountMail');
      return { message: await ctx.accounts.requestPasswordReset(input.email) };
    },
  },
  { outputFields: (t) => ({ message: t.exposeString('message') }) },
);

builder.relayMutationField(
  'resetPassword',
  {
    inputFields: (t) => ({
      token: t.string({ required: true }),
      password: t.string({ required: true }),
      confirmPassword: t.string({ required: true }),
    }),
  },
  {
    description: 'Sets a new password with the token from the reset e-mail; signs the account out everywhere.',
    resolve: async (_root, { input }, ctx) => ({ message: await ctx.accounts.resetPassword(input) }),
  },
  { outputFields: (t) => ({ message: t.exposeString('message') }) },
);
