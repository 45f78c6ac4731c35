import type { BrandCategory } from './data.js';
import type { SilhouetteName } from './silhouettes.js';

/** What the brands make: item types per category, sizes, care texts and collection themes. */

export type SizeRun = 'apparel' | 'unisex' | 'waist' | 'oneSize' | 'madeToMeasure';
export type CareKind = 'indigo' | 'washable' | 'delicate' | 'leather' | 'jewellery' | 'beaded' | 'tailoring';

export interface ItemType {
  name: string;
  silhouette: SilhouetteName;
  materials: readonly string[];
  sizes: SizeRun;
  care: CareKind;
  /** The usual shelf price span in US dollars (converted to the brand's currency). */
  usd: readonly [number, number];
  /** Countries where the garment is worn; the item is offered only by brands there. */
  countries?: readonly string[];
}

const item = (
  name: string,
  silhouette: SilhouetteName,
  materials: readonly string[],
  sizes: SizeRun,
  care: CareKind,
  usd: readonly [number, number],
  countries?: readonly string[],
): ItemType => ({ name, silhouette, materials, sizes, care, usd, countries });

const WEST_AFRICA = ['Nigeria', 'Ghana', 'Senegal', "Côte d'Ivoire"];

export const ITEMS_BY_CATEGORY: Record<BrandCategory, readonly ItemType[]> = {
  'Ready to Wear': [
    item('Wrap Dress', 'wrapDress', ['Cotton', 'Viscose', 'Crepe'], 'apparel', 'washable', [60, 160]),
    item('Shirt Dress', 'dress', ['Cotton', 'Linen'], 'apparel', 'washable', [50, 140]),
    item('Boubou', 'kaftan', ['Cotton', 'Bazin Riche', 'Viscose'], 'oneSize', 'washable', [70, 200], WEST_AFRICA),
    item('Maxi Kaftan', 'kaftan', ['Linen', 'Cotton'], 'apparel', 'washable', [60, 170]),
    item('Wide-Leg Trousers', 'trousers', ['Linen', 'Cotton Twill'], 'waist', 'washable', [40, 110]),
    item('Midi Skirt', 'skirt', ['Cotton', 'Viscose'], 'waist', 'washable', [35, 100]),
    item('Camp-Collar Shirt', 'shirt', ['Cotton', 'Linen'], 'unisex', 'washable', [35, 90]),
    item('Jumpsuit', 'jumpsuit', ['Crepe', 'Linen'], 'apparel', 'washable', [70, 180]),
    item('Kimono Jacket', 'jacket', ['Cotton', 'Silk'], 'apparel', 'delicate', [80, 220]),
    item('Relaxed Tee', 'tee', ['Cotton Jersey'], 'unisex', 'washable', [18, 40]),
  ],
  Accessories: [
    item('Beaded Necklace', 'necklace', ['Glass Beads', 'Brass'], 'oneSize', 'jewellery', [25, 180]),
    item('Drop Earrings', 'earrings', ['Brass', 'Glass Beads'], 'oneSize', 'jewellery', [15, 70]),
    item('Woven Tote', 'tote', ['Raffia', 'Leather'], 'oneSize', 'leather', [40, 160]),
    item('Envelope Clutch', 'clutch', ['Leather', 'Brass'], 'oneSize', 'leather', [50, 200]),
    item('Cuff Bracelet', 'cuff', ['Brass', 'Copper'], 'oneSize', 'jewellery', [25, 120]),
    item('Bucket Hat', 'hat', ['Cotton Twill', 'Canvas'], 'oneSize', 'washable', [15, 45]),
    item('Head Wrap', 'scarf', ['Cotton', 'Silk'], 'oneSize', 'delicate', [12, 45]),
  ],
  'High End Fashion Brands': [
    item('Column Gown', 'gown', ['Silk', 'Aso-Oke'], 'apparel', 'delicate', [600, 1800]),
    item('Sculpted Blazer', 'jacket', ['Wool', 'Aso-Oke'], 'apparel', 'tailoring', [350, 900]),
    item('Silk Kaftan', 'kaftan', ['Silk', 'Satin'], 'apparel', 'delicate', [300, 800]),
    item('Draped Midi Dress', 'dress', ['Crepe', 'Silk'], 'apparel', 'delicate', [280, 700]),
    item('Tailored Trousers', 'trousers', ['Wool', 'Crepe'], 'waist', 'tailoring', [200, 450]),
    item('Structured Skirt', 'skirt', ['Aso-Oke', 'Silk'], 'waist', 'delicate', [220, 500]),
    item('Evening Jumpsuit', 'jumpsuit', ['Crepe', 'Satin'], 'apparel', 'delicate', [350, 850]),
  ],
  'Streetwear & Urban': [
    item('Heavyweight Hoodie', 'hoodie', ['French Terry', 'Cotton'], 'unisex', 'washable', [45, 110]),
    item('Graphic Tee', 'tee', ['Cotton Jersey'], 'unisex', 'washable', [20, 45]),
    item('Cargo Pants', 'trousers', ['Cotton Twill', 'Canvas'], 'waist', 'washable', [40, 100]),
    item('Bomber Jacket', 'jacket', ['Canvas', 'Cotton Twill'], 'unisex', 'washable', [80, 180]),
    item('Bucket Hat', 'hat', ['Cotton Twill', 'Denim'], 'oneSize', 'washable', [15, 35]),
    item('Track Jacket', 'jacket', ['Polyester', 'Cotton'], 'unisex', 'washable', [60, 140]),
    item('Overshirt', 'shirt', ['Denim', 'Cotton Twill'], 'unisex', 'washable', [45, 110]),
  ],
  'Evening Gowns': [
    item('Mermaid Gown', 'gown', ['Lace', 'Satin'], 'apparel', 'beaded', [400, 1100]),
    item('Beaded Gown', 'gown', ['Tulle', 'Sequins'], 'apparel', 'beaded', [600, 1500]),
    item('Off-Shoulder Gown', 'gown', ['Satin', 'Chiffon'], 'apparel', 'delicate', [350, 900]),
    item('Cocktail Dress', 'dress', ['Crepe', 'Satin'], 'apparel', 'delicate', [150, 380]),
    item('Cape Gown', 'gown', ['Chiffon', 'Crepe'], 'apparel', 'delicate', [450, 1200]),
    item('Slip Dress', 'dress', ['Silk', 'Satin'], 'apparel', 'delicate', [120, 300]),
    item('Velvet Jumpsuit', 'jumpsuit', ['Velvet', 'Crepe'], 'apparel', 'delicate', [200, 450]),
  ],
  Bridal: [
    item('Lace Wedding Gown', 'gown', ['Lace', 'Tulle', 'Silk'], 'madeToMeasure', 'beaded', [1200, 3500]),
    item('Reception Dress', 'dress', ['Satin', 'Crepe'], 'madeToMeasure', 'delicate', [400, 900]),
    item('Traditional Wedding Set', 'kaftan', ['Aso-Oke', 'Lace'], 'madeToMeasure', 'beaded', [600, 1800]),
    item('Bridal Veil', 'scarf', ['Tulle', 'Lace'], 'oneSize', 'delicate', [80, 300]),
    item('Bridal Robe', 'wrapDress', ['Silk', 'Satin'], 'apparel', 'delicate', [60, 150]),
    item('Bridal Jumpsuit', 'jumpsuit', ['Crepe', 'Satin'], 'madeToMeasure', 'delicate', [450, 1000]),
    item('Bridal Necklace', 'necklace', ['Glass Beads', 'Brass'], 'oneSize', 'jewellery', [60, 250]),
  ],
  'Custom Design': [
    item('Occasion Dress', 'dress', ['Crepe', 'Lace'], 'madeToMeasure', 'delicate', [200, 600]),
    item('Statement Kaftan', 'kaftan', ['Silk', 'Bazin Riche'], 'madeToMeasure', 'delicate', [180, 500]),
    item('Two-Piece Skirt Set', 'skirt', ['Cotton', 'Crepe'], 'madeToMeasure', 'washable', [150, 400]),
    item('Evening Gown', 'gown', ['Satin', 'Chiffon'], 'madeToMeasure', 'delicate', [400, 1000]),
    item('Tailored Jacket', 'jacket', ['Wool', 'Linen'], 'madeToMeasure', 'tailoring', [250, 600]),
    item('Abaya', 'kaftan', ['Crepe', 'Chiffon'], 'madeToMeasure', 'delicate', [150, 450]),
    item('Palazzo Trousers', 'trousers', ['Crepe', 'Linen'], 'madeToMeasure', 'washable', [100, 250]),
  ],
  'Made to Measure': [
    item('Agbada Set', 'kaftan', ['Brocade', 'Aso-Oke'], 'madeToMeasure', 'tailoring', [300, 900], ['Nigeria']),
    item(
      'Senator Suit',
      'shirt',
      ['Cotton', 'Wool Blend'],
      'madeToMeasure',
      'tailoring',
      [120, 300],
      ['Nigeria', 'Ghana'],
    ),
    item('Two-Piece Suit', 'jacket', ['Wool', 'Wool Blend'], 'madeToMeasure', 'tailoring', [300, 800]),
    item('Dress Shirt', 'shirt', ['Cotton Poplin'], 'madeToMeasure', 'washable', [50, 120]),
    item('Tailored Trousers', 'trousers', ['Wool', 'Cotton Twill'], 'madeToMeasure', 'tailoring', [80, 200]),
    item('Habesha Kemis', 'gown', ['Shemma Cotton'], 'madeToMeasure', 'delicate', [200, 700], ['Ethiopia']),
    item('Linen Kaftan', 'kaftan', ['Linen'], 'madeToMeasure', 'washable', [100, 250]),
    item('Waistcoat', 'jacket', ['Wool', 'Linen'], 'madeToMeasure', 'tailoring', [70, 180]),
  ],
  Alterations: [
    item('Denim Jacket', 'jacket', ['Denim'], 'unisex', 'washable', [40, 90]),
    item('Oversized Shirt', 'shirt', ['Cotton'], 'unisex', 'washable', [25, 60]),
    item('Tapered Trousers', 'trousers', ['Cotton Twill'], 'waist', 'washable', [30, 70]),
    item('Patchwork Skirt', 'skirt', ['Cotton'], 'waist', 'washable', [30, 70]),
    item('Gomesi', 'gown', ['Cotton', 'Silk'], 'madeToMeasure', 'delicate', [120, 350], ['Uganda']),
    item('Offcut Tote', 'tote', ['Cotton', 'Canvas'], 'oneSize', 'washable', [12, 30]),
    item('Boxy Tee', 'tee', ['Cotton Jersey'], 'unisex', 'washable', [10, 25]),
  ],
};

export const SIZE_RUNS: Record<SizeRun, readonly string[]> = {
  apparel: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  unisex: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'],
  waist: ['UK 6', 'UK 8', 'UK 10', 'UK 12', 'UK 14', 'UK 16', 'UK 18'],
  oneSize: ['One Size'],
  madeToMeasure: ['Made to measure'],
};

export const CARE_INSTRUCTIONS: Record<CareKind, string> = {
  indigo:
    'Hand wash cold with a mild soap and dry flat in the shade. Natural indigo softens with every wash; wash separately for the first few times.',
  washable: 'Machine wash cold, inside out, on a gentle cycle. Line dry and iron on the reverse with a warm iron.',
  delicate: 'Dry clean only. Store on a padded hanger away from direct sunlight.',
  leather: 'Wipe clean with a soft, dry cloth. Keep out of the rain and store in the dust bag provided.',
  jewellery:
    'Keep away from water, perfume and lotions. Polish gently with a soft cloth and store in the pouch provided.',
  beaded:
    'Professional dry clean only. Store flat or on a padded hanger; never hang heavily beaded pieces by the straps.',
  tailoring: 'Dry clean sparingly. Brush after wearing, steam to refresh and hang on a shaped hanger.',
};

/** Finishing details mentioned in product descriptions. */
export const GARMENT_DETAILS = [
  'hand-finished seams',
  'a softly gathered waist',
  'deep side pockets',
  'a concealed back zip',
  'hand-rolled hems',
  'covered buttons',
  'contrast piping',
  'a relaxed, easy fit',
  'a fully lined bodice',
  'adjustable ties',
] as const;

export const ACCESSORY_DETAILS = [
  'solid brass fittings',
  'hand-knotted strands',
  'a cotton lining',
  'an adjustable strap',
  'a magnetic clasp',
  'hand-stitched edges',
] as const;

/** Words for collection titles. */
export const COLLECTION_THEMES = {
  everyday: [
    'Harmattan',
    'Rainy Season',
    'Lagoon',
    'Golden Hour',
    'Indigo Hour',
    'Market Day',
    'Sunday Best',
    'Coastline',
    'Savannah',
    'Homecoming',
    'Dry Season',
    'Jacaranda',
    'Sahel Wind',
    'Old Town',
    'First Light',
    'Slow Sundays',
    'Baobab',
    'Dust and Gold',
  ],
  occasion: [
    'Owambe Nights',
    'Gala',
    'After Dark',
    'Midnight Garden',
    'Afterglow',
    'Moonlit',
    'The Reception',
    'Velvet Hour',
    'Celebration',
    'Heirloom',
  ],
  bridal: [
    'The Vows',
    'Something Blue',
    'Iyawo',
    'Heirloom Bride',
    'Engagement Day',
    'White Wedding',
    'The Introduction',
    'Forever',
  ],
  street: [
    'City Lights',
    'Night Shift',
    'Block Party',
    'Afro-Futures',
    'Concrete Garden',
    'Rush Hour',
    'Skate Club',
    'Off Duty',
  ],
} as const;

export const COLLECTION_SUFFIXES = [
  'Collection',
  'Edit',
  'Capsule',
  "'25",
  'SS25',
  'AW24',
  'Resort 2025',
  'SS26',
] as const;
