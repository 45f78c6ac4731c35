import { viewerOwnsBrand } from '../../auth/viewer.js';
import type { Context } from '../../graphql/context.js';
import { UnauthenticatedError } from '../../errors.js';
import { ORDER_MESSAGES } from './messages.js';

export const orderPolicies = {
  /** Placing a custom order or brand request: any signed-in user. */
  place: { signedIn: true },
  placeRefused: () => new UnauthenticatedError(ORDER_MESSAGES.signInToOrder),
  /** An order is visible to the customer who placed it and to whoever manages its brand. */
  read: (order: { userId: string | null; brandId: string }, ctx: Context) =>
    (!!ctx.viewer && order.userId === ctx.viewer.id) || viewerOwnsBrand(ctx.viewer, order.brandId),
};
