import { refusedWith } from '../../graphql/kit/auth.js';

export const tailoringPolicies = {
  /** The tailoring card belongs to the brand page: whoever may edit the brand. */
  edit: (brandId: string | number) => ({
    $all: { permission: 'studio.brands.manage' as const, ownsBrand: String(brandId) },
  }),
  refused: refusedWith("You don't have permission to edit this brand."),
};
