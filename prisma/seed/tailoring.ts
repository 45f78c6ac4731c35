import { DeliveryMethod, ServiceKind } from '../../api/src/generated/prisma/client.js';
import { SPECIALTY_OPTIONS as STUDIO_SPECIALTY_OPTIONS } from '../../api/src/features/products/rules-options.js';
import type { BrandCategory } from './data.js';
import type { SilhouetteName } from './silhouettes.js';

/** Tailoring vocabulary: tailor profile titles, specialties, portfolio commissions and service offers. */

/** The studio's specialty options, and two more the seeded tailors offer. */
export const SPECIALTY_OPTIONS = [...STUDIO_SPECIALTY_OPTIONS, 'Hemming', 'Resizing'] as const;
export type Specialty = (typeof SPECIALTY_OPTIONS)[number];

type TailoringCategory = 'Bridal' | 'Custom Design' | 'Made to Measure' | 'Alterations' | 'Evening Gowns';

export function isTailoringCategory(category: BrandCategory): category is TailoringCategory {
  return category in TAILOR_PROFILES;
}

interface TailorProfileTemplate {
  titles: readonly string[];
  /** Always listed, so the site's specialty filters find the tailor. */
  core: readonly Specialty[];
  extra: readonly Specialty[];
  leadTimes: readonly string[];
  /** Consultation fee in US dollars (converted to the brand's currency), or null for free consultations. */
  consultationUsd: readonly (number | null)[];
  description: string;
}

export const TAILOR_PROFILES: Record<TailoringCategory, TailorProfileTemplate> = {
  Bridal: {
    titles: ['Bespoke Bridal Atelier', 'Bridal Couture Studio', 'Wedding Gowns and Traditional Bridal Looks'],
    core: ['Bridal Wear', 'Wedding Dresses'],
    extra: ['Beadwork', 'Embroidery', 'Evening Gowns', 'Fitting Services', 'Custom Design'],
    leadTimes: ['8-12 weeks', '10-14 weeks', '6-10 weeks'],
    consultationUsd: [40, 60, null],
    description:
      'Bridal commissions at {brand} begin with a relaxed consultation about the ceremony, the venue and the bride. From there the studio sketches, sources lace and hand-woven cloth, and builds the gown over three fittings, finishing every bead and scallop by hand.',
  },
  'Evening Gowns': {
    titles: ['Couture Evening Gowns', 'Made-to-Order Eveningwear', 'Red-Carpet Gowns by Appointment'],
    core: ['Evening Gowns', 'Cocktail Dresses'],
    extra: ['Beadwork', 'Formal Wear', 'Fitting Services', 'Embroidery'],
    leadTimes: ['4-6 weeks', '5-8 weeks', '3-5 weeks'],
    consultationUsd: [30, 45, null],
    description:
      '{brand} adapts any gown from the collection to the client, or designs one from scratch for a gala, wedding or award night. Two to three fittings are included and the studio can arrange styling on the day.',
  },
  'Custom Design': {
    titles: ['Custom Design Studio', 'One-of-a-Kind Commissions', 'Design-With-You Atelier'],
    core: ['Custom Design', 'Bespoke Tailoring'],
    extra: ['Pattern Making', 'Made-to-Measure', 'Embroidery', 'Formal Wear', 'Casual Wear'],
    leadTimes: ['4-8 weeks', '3-6 weeks', '6-8 weeks'],
    consultationUsd: [25, 35, null],
    description:
      'At {brand} every commission is a collaboration. Clients bring an idea, a photograph or simply an occasion; the studio turns it into sketches, fabric options and a toile before the final garment is cut.',
  },
  'Made to Measure': {
    titles: ['Made-to-Measure Tailoring', 'Bespoke Suits and Ceremonial Wear', 'Tailoring by Appointment'],
    core: ['Made-to-Measure', 'Bespoke Tailoring'],
    extra: ['Formal Wear', 'Business Attire', 'Pattern Making', 'Fitting Services', 'Embroidery'],
    leadTimes: ['3-4 weeks', '2-3 weeks', '4-5 weeks'],
    consultationUsd: [null, 20, 30],
    description:
      '{brand} drafts an individual paper pattern for every client, keeps it on file and refines it with each order. A first fitting is followed by one or two adjustments until the garment sits exactly right.',
  },
  Alterations: {
    titles: ['Alterations and Repairs', 'Expert Alterations Studio', 'Resizing, Hemming and Restyling'],
    core: ['Alterations', 'Hemming', 'Resizing'],
    extra: ['Fitting Services', 'Casual Wear', 'Formal Wear', 'Wedding Dresses'],
    leadTimes: ['2-5 days', '1 week', '3-7 days'],
    consultationUsd: [null, null, 10],
    description:
      '{brand} handles everything from a quick hem to restyling an heirloom gown. Every garment is assessed at a short fitting, the work is quoted up front, and most jobs are ready the same week.',
  },
};

export interface PortfolioIdea {
  title: string;
  description: string;
  inspiration: string;
  techniques: readonly string[];
  materials: readonly string[];
  silhouette: SilhouetteName;
}

export const PORTFOLIO_IDEAS: Record<TailoringCategory, readonly PortfolioIdea[]> = {
  Bridal: [
    {
      title: 'Heirloom Lace Wedding Gown',
      description: 'A fitted lace gown with a detachable cathedral train, made for a garden ceremony.',
      inspiration: "The bride's grandmother's 1970s wedding photograph, reimagined with a modern neckline.",
      techniques: ['Hand Stitching', 'Beading', 'Draping'],
      materials: ['Lace', 'Tulle', 'Silk'],
      silhouette: 'gown',
    },
    {
      title: 'Engagement Ceremony Ensemble',
      description: 'A hand-woven wedding set with a beaded blouse, wrapper and matching head tie.',
      inspiration: 'The colours of the groom’s family cloth, woven in a lighter weight for an outdoor ceremony.',
      techniques: ['Embroidery', 'Beading', 'Custom Design'],
      materials: ['Satin', 'Lace'],
      silhouette: 'kaftan',
    },
    {
      title: 'Second-Look Reception Dress',
      description: 'A short, dance-ready reception dress with a hand-beaded bodice.',
      inspiration: 'A bride who wanted to dance all night without changing twice.',
      techniques: ['Beading', 'Pattern Making', 'Fitting'],
      materials: ['Crepe', 'Tulle'],
      silhouette: 'dress',
    },
  ],
  'Evening Gowns': [
    {
      title: 'Gala Gown in Midnight Silk',
      description: 'A bias-cut column gown with a sculpted bodice, made for a charity gala.',
      inspiration: 'The night sky over the coast during the dry season.',
      techniques: ['Draping', 'Pattern Making', 'Hand Stitching'],
      materials: ['Silk', 'Satin'],
      silhouette: 'gown',
    },
    {
      title: 'Award Night Cape Gown',
      description: 'A structured gown with a floor-length chiffon cape and hand-placed crystals.',
      inspiration: 'Architectural arches, softened with movement.',
      techniques: ['Beading', 'Draping', 'Fitting'],
      materials: ['Chiffon', 'Crepe'],
      silhouette: 'gown',
    },
    {
      title: 'Cocktail Dress for a Fortieth',
      description: 'A knee-length cocktail dress with pleated sleeves for a milestone birthday.',
      inspiration: 'A favourite dress from the client’s twenties, updated.',
      techniques: ['Pleating', 'Pattern Making'],
      materials: ['Satin', 'Crepe'],
      silhouette: 'dress',
    },
  ],
  'Custom Design': [
    {
      title: 'Commissioned Statement Kaftan',
      description: 'A flowing kaftan with a hand-painted panel made for a fiftieth birthday.',
      inspiration: 'The client’s home town, painted by a local artist and translated into print.',
      techniques: ['Custom Design', 'Hand Stitching', 'Appliqué'],
      materials: ['Silk', 'Cotton'],
      silhouette: 'kaftan',
    },
    {
      title: 'Custom Two-Piece for a Book Launch',
      description: 'A cropped jacket and wide trousers in hand-dyed cloth.',
      inspiration: 'The cover of the client’s debut novel.',
      techniques: ['Pattern Making', 'Custom Design', 'Fitting'],
      materials: ['Linen', 'Cotton'],
      silhouette: 'jacket',
    },
    {
      title: 'Modest Occasion Gown',
      description: 'A long-sleeved gown with a matching veil and embroidered cuffs.',
      inspiration: 'Eid celebrations and the client’s love of deep jewel colours.',
      techniques: ['Embroidery', 'Draping', 'Custom Design'],
      materials: ['Crepe', 'Chiffon'],
      silhouette: 'gown',
    },
  ],
  'Made to Measure': [
    {
      title: "Groom's Three-Piece Ceremonial Set",
      description: 'A made-to-measure ceremonial set with hand-guided embroidery at the neckline.',
      inspiration: "The groom's father's wedding outfit, cut for a slimmer modern fit.",
      techniques: ['Made-to-Measure', 'Embroidery', 'Pattern Making'],
      materials: ['Cotton', 'Silk'],
      silhouette: 'kaftan',
    },
    {
      title: 'Wedding Party Suits',
      description: 'Matching suits for a groom and five groomsmen, fitted over two weekends.',
      inspiration: 'A colour palette taken from the wedding invitation.',
      techniques: ['Bespoke Tailoring', 'Fitting', 'Pattern Making'],
      materials: ['Wool', 'Linen'],
      silhouette: 'jacket',
    },
    {
      title: 'Everyday Shirts, Perfected',
      description: 'A set of five shirts drafted from one pattern and refined over two fittings.',
      inspiration: 'A client who travels constantly and wanted shirts that never need a second thought.',
      techniques: ['Made-to-Measure', 'Machine Stitching'],
      materials: ['Cotton', 'Linen'],
      silhouette: 'shirt',
    },
  ],
  Alterations: [
    {
      title: 'Restyled Heirloom Wedding Gown',
      description: 'A 1980s gown taken in, re-hemmed and given new sleeves for the next generation.',
      inspiration: 'A daughter who wanted to wear her mother’s gown without changing its spirit.',
      techniques: ['Alterations', 'Hand Stitching', 'Fitting'],
      materials: ['Lace', 'Satin'],
      silhouette: 'gown',
    },
    {
      title: 'Reworked Denim Jacket',
      description: 'A tired denim jacket reworked with patchwork panels and new buttons.',
      inspiration: 'Offcuts saved from a year of alterations.',
      techniques: ['Appliqué', 'Machine Stitching'],
      materials: ['Denim', 'Cotton'],
      silhouette: 'jacket',
    },
    {
      title: 'Resized Occasion Dress',
      description: 'A bridesmaid dress resized two sizes up with matching fabric panels.',
      inspiration: 'Making a favourite dress fit again instead of buying new.',
      techniques: ['Alterations', 'Pattern Making'],
      materials: ['Chiffon', 'Crepe'],
      silhouette: 'dress',
    },
  ],
};

export interface ServiceTemplate {
  kind: ServiceKind;
  title: string;
  description: string;
  category: string;
  duration: string | null;
  leadTime: string | null;
  deliveryMethod: DeliveryMethod;
  includes: readonly string[];
  requirements: string | null;
  /** Which price field is used, in US dollars (converted to the brand's currency). */
  pricing: {
    consultationUsd?: number;
    hourlyUsd?: number;
    fixedUsd?: number;
    rangeUsd?: readonly [number, number];
    contactForPricing?: boolean;
  };
  sessionsIncluded: number | null;
  fittingSessions: number | null;
}

export const SERVICE_TEMPLATES: Record<ServiceKind, ServiceTemplate> = {
  consultation: {
    kind: ServiceKind.consultation,
    title: 'Design Consultation',
    category: 'Custom Design',
    description:
      'A one-to-one session to talk through the occasion, your style and your budget. You leave with a sketch, fabric suggestions and a clear quote.',
    duration: '60 minutes',
    leadTime: null,
    deliveryMethod: DeliveryMethod.consultation,
    includes: ['Mood board review', 'Fabric recommendations', 'Sketch of the proposed design', 'Written quote'],
    requirements: 'Bring reference photographs and, if you have one, the fabric you would like to use.',
    pricing: { consultationUsd: 30 },
    sessionsIncluded: 1,
    fittingSessions: null,
  },
  alterations: {
    kind: ServiceKind.alterations,
    title: 'Alterations & Repairs',
    category: 'Alterations',
    description:
      'Hems, zips, taking in or letting out, relining and repairs, for everyday clothes and occasion wear alike.',
    duration: '3-5 days',
    leadTime: '1 week',
    deliveryMethod: DeliveryMethod.both,
    includes: ['Assessment fitting', 'Hemming', 'Taking in or letting out', 'Zip replacement', 'Final pressing'],
    requirements: 'Please bring the shoes you will wear with the garment for hemming.',
    pricing: { rangeUsd: [8, 90] },
    sessionsIncluded: null,
    fittingSessions: 1,
  },
  custom_design: {
    kind: ServiceKind.custom_design,
    title: 'Custom Design Service',
    category: 'Custom Design',
    description:
      'From first sketch to finished garment: a piece designed around you, with a toile fitting before the final cut.',
    duration: null,
    leadTime: '4-8 weeks',
    deliveryMethod: DeliveryMethod.delivery,
    includes: ['Design consultation', 'Two rounds of sketches', 'Toile fitting', 'Final garment', 'Garment bag'],
    requirements: 'A deposit of 50% confirms the commission.',
    pricing: { contactForPricing: true },
    sessionsIncluded: 3,
    fittingSessions: 2,
  },
  fitting: {
    kind: ServiceKind.fitting,
    title: 'Fitting Sessions',
    category: 'Alterations',
    description:
      'Professional measurements and fit assessment, for a made-to-measure order or a garment you already own.',
    duration: '45 minutes',
    leadTime: null,
    deliveryMethod: DeliveryMethod.pickup,
    includes: ['Full set of measurements', 'Fit assessment', 'Pinning and adjustments', 'Measurement card to keep'],
    requirements: null,
    pricing: { hourlyUsd: 20 },
    sessionsIncluded: 2,
    fittingSessions: 2,
  },
};

/** Which services each tailoring category offers (a brand offers one or two of these). */
export const SERVICES_BY_CATEGORY: Record<TailoringCategory, readonly ServiceKind[]> = {
  Bridal: [ServiceKind.consultation, ServiceKind.custom_design],
  'Evening Gowns': [ServiceKind.consultation, ServiceKind.fitting],
  'Custom Design': [ServiceKind.custom_design, ServiceKind.consultation],
  'Made to Measure': [ServiceKind.fitting, ServiceKind.consultation],
  Alterations: [ServiceKind.alterations, ServiceKind.fitting],
};
