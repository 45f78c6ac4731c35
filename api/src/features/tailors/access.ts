import { ForbiddenError, UnauthenticatedError } from '../../errors.js';
import type { Context } from '../../graphql/context.js';

export const tailoringPolicies = {
  /** The tailoring card belongs to the brand page: whoever may edit the brand. */
  edit: (brandId: string | number) => ({
    $all: { permission: 'studio.brands.manage' as const, ownsBrand: String(brandId) },
  }),
  refused: (_root: unknown, _args: unknown, ctx: Context) =>
    ctx.viewer ? new ForbiddenError("You don't have permission to edit this brand.") : new UnauthenticatedError(),
};
