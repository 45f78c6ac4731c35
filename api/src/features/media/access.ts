/** Who may change a brand's media and run the upload check. */
export const mediaPolicies = {
  /** Brand media belongs to those who manage brands and, for a brand_admin, only to their own brands. */
  manageBrand: (brandId: string | number) => ({
    $all: { permission: 'studio.brands.manage' as const, ownsBrand: String(brandId) },
  }),
  /** The studio's upload check: those who manage the home page's media. */
  diagnose: { permission: 'studio.hero.manage' as const },
};
