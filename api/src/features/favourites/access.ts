import type { Context } from '../../graphql/context.js';
import { UnauthenticatedError } from '../../errors.js';
import { FAVOURITE_MESSAGES } from './messages.js';

export const favouritePolicies = {
  /** Saving and unsaving: any signed-in user, for themselves. */
  save: { signedIn: true },
  saveRefused: () => new UnauthenticatedError(FAVOURITE_MESSAGES.signInToSave),
  /** Only the user themselves reads their favourites. */
  read: (user: { id: string }, _args: unknown, ctx: Context) => ctx.viewer?.id === user.id,
};
