import type { ProductServiceType } from '../../generated/prisma/enums.js';

// The fixed choices the product, service and portfolio forms offer.

/** Product edit category list (section 9); the create form offers the same as checkboxes. */
export const PRODUCT_CATEGORIES = [
  'High End Fashion Brands',
  'Ready to Wear',
  'Made to Measure',
  'Streetwear & Urban',
  'Accessories',
  'Bridal',
  'Custom Design',
  'Evening Gowns',
  'Alterations',
] as const;

export const DEFAULT_PORTFOLIO_CATEGORY = 'Custom Design';

/** The 15 specialty options of section 9. */
export const SPECIALTY_OPTIONS = [
  'Bridal Wear',
  'Wedding Dresses',
  'Evening Gowns',
  'Cocktail Dresses',
  'Formal Wear',
  'Business Attire',
  'Casual Wear',
  'Alterations',
  'Custom Design',
  'Bespoke Tailoring',
  'Made-to-Measure',
  'Fitting Services',
  'Pattern Making',
  'Embroidery',
  'Beadwork',
] as const;

/** The portfolio form adds four to the specialty options. */
export const PORTFOLIO_SPECIALTY_OPTIONS = [
  ...SPECIALTY_OPTIONS,
  'Lace Work',
  'Sequins & Rhinestones',
  'Hand Stitching',
  'Custom Fitting',
] as const;

export const PORTFOLIO_MATERIAL_OPTIONS = [
  'Silk',
  'Satin',
  'Chiffon',
  'Lace',
  'Tulle',
  'Velvet',
  'Crepe',
  'Jersey',
  'Denim',
  'Cotton',
  'Wool',
  'Linen',
  'Polyester',
  'Viscose',
  'Rayon',
] as const;

export const PORTFOLIO_TECHNIQUE_OPTIONS = [
  'Hand Stitching',
  'Machine Stitching',
  'Embroidery',
  'Beading',
  'Appliqué',
  'Pleating',
  'Gathering',
  'Draping',
  'Pattern Making',
  'Fitting',
  'Alterations',
  'Custom Design',
  'Bespoke Tailoring',
  'Made-to-Measure',
] as const;

/** The service types a product form offers (section 3; portfolio pieces are made on their own screen). */
export const PRODUCT_SERVICE_TYPE_OPTIONS: readonly { value: ProductServiceType; label: string }[] = [
  { value: 'product', label: 'Product' },
  { value: 'service', label: 'Service' },
  { value: 'consultation', label: 'Consultation' },
];

export const VIDEO_TYPE_OPTIONS = [
  { value: 'product_demo', label: 'Product demo' },
  { value: 'styling_guide', label: 'Styling guide' },
  { value: 'behind_scenes', label: 'Behind the scenes' },
  { value: 'campaign', label: 'Campaign' },
] as const;
