import { Occasion, type Currency, type Prisma } from '../../api/src/generated/prisma/client.js';
import { brandImage, companionStyle, type BrandLook } from './artwork.js';
import type { SeedClock } from './clock.js';
import {
  BRAND_ADMIN_BRAND_NAMES,
  BRANDS,
  CITIES,
  RECENTLY_JOINED_BRAND_NAMES,
  SPOTLIGHT_BRAND_NAME,
  type BrandCategory,
  type BrandSeed,
  type CitySeed,
} from './data.js';
import { seedId, slugify } from './ids.js';
import type { ArtworkRegistry } from './media.js';
import { boundsAround, priceRangeText } from './money.js';
import { palette } from './palettes.js';
import { CATEGORY_PARAGRAPHS, CLOSING_PARAGRAPHS } from './phrases.js';
import { rngFor, type Rng } from './random.js';

/** Everything the other builders need to know about one demo brand. */
export interface BrandPlan {
  seed: BrandSeed;
  id: string;
  slug: string;
  place: CitySeed;
  currency: Currency;
  look: BrandLook;
  /** How much dearer (above 1) or cheaper than usual the label's prices are. */
  priceLevel: number;
  /** Price bounds in the brand's currency; set from its products by `applyPriceBounds`. */
  priceMin: number;
  priceMax: number;
  createdAt: Date;
  isVerified: boolean;
  images: { url: string; alt: string }[];
}

/** The fixed id of a demo brand (brand_owners and tests refer to brands by it). */
export function brandIdFor(name: string): string {
  return seedId(`brand:${slugify(name)}`);
}

const MINOR_WORDS = new Set(['&', 'and', 'of', 'co.', 'co', 'the', 'by']);

function monogramOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => !MINOR_WORDS.has(w.toLowerCase()))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

const OCCASION_RULES: Record<BrandCategory, { always: readonly Occasion[]; maybe: readonly Occasion[] }> = {
  'Ready to Wear': { always: [Occasion.ready_to_wear], maybe: [Occasion.vacation, Occasion.party] },
  Accessories: { always: [], maybe: [Occasion.party, Occasion.wedding, Occasion.vacation, Occasion.ready_to_wear] },
  'High End Fashion Brands': { always: [Occasion.party], maybe: [Occasion.wedding, Occasion.ready_to_wear] },
  'Streetwear & Urban': { always: [Occasion.ready_to_wear], maybe: [Occasion.party, Occasion.vacation] },
  'Evening Gowns': { always: [Occasion.party], maybe: [Occasion.wedding] },
  Bridal: { always: [Occasion.wedding], maybe: [Occasion.party] },
  'Custom Design': { always: [], maybe: [Occasion.wedding, Occasion.party, Occasion.ready_to_wear] },
  'Made to Measure': { always: [Occasion.wedding], maybe: [Occasion.party, Occasion.ready_to_wear] },
  Alterations: { always: [], maybe: [Occasion.wedding, Occasion.ready_to_wear] },
};

function occasionsFor(category: BrandCategory, rng: Rng): Occasion[] {
  const rule = OCCASION_RULES[category];
  const wanted = rng.int(Math.max(1, rule.always.length), Math.min(3, rule.always.length + rule.maybe.length));
  return [...rule.always, ...rng.sample(rule.maybe, wanted - rule.always.length)];
}

function whatsappFor(place: CitySeed, rng: Rng): string {
  let digits = '';
  for (let i = 0; i < place.subscriberDigits; i++) digits += String(rng.int(0, 9));
  return `+${place.dialCode}${rng.pick(place.mobilePrefixes)}${digits}`;
}

/** What each brand banner variant shows (see brandImage). */
const IMAGE_ALT = ['fabric detail', 'swatches from the studio', 'in the atelier'];

/** Describes every demo brand and registers its banner images. */
export function planBrands(clock: SeedClock, art: ArtworkRegistry): BrandPlan[] {
  const plans = BRANDS.map((seed): BrandPlan => {
    const slug = slugify(seed.name);
    const rng = rngFor(`brand:${slug}`);
    const place: CitySeed = CITIES[seed.city];
    const look: BrandLook = {
      monogram: monogramOf(seed.name),
      palette: palette(seed.palette),
      pattern: seed.pattern,
      companion: companionStyle(seed.pattern, rng),
    };
    const priceLevel = rng.between(0.8, 1.35);
    const createdAt = RECENTLY_JOINED_BRAND_NAMES.includes(seed.name)
      ? clock.daysAgo(rng.int(4, 26))
      : clock.daysAgo(rng.int(120, 760));
    const imageCount = rng.weighted([
      [1, 0.25],
      [2, 0.4],
      [3, 0.35],
    ] as const);
    const firstVariant = rng.int(0, 2);
    const images = Array.from({ length: imageCount }, (_, i) => {
      const variant = (firstVariant + i) % 3;
      const url = art.add('brand-assets', `${slug}-${i + 1}.svg`, () =>
        brandImage(look, variant, rngFor(`art:brand:${slug}:${i}`)),
      );
      return { url, alt: `${seed.name}: ${IMAGE_ALT[variant]}` };
    });
    return {
      seed,
      id: brandIdFor(seed.name),
      slug,
      place,
      currency: place.currency,
      look,
      priceLevel,
      priceMin: 0,
      priceMax: 0,
      createdAt,
      isVerified: false,
      images,
    };
  });
  markVerified(plans);
  return plans;
}

/** About 60% of brands are verified: always the spotlight brand and the brand admin's first brand, never a brand that joined this month. */
function markVerified(plans: BrandPlan[]): void {
  const target = Math.round(plans.length * 0.6);
  const forced = plans.filter(
    (p) => p.seed.name === SPOTLIGHT_BRAND_NAME || p.seed.name === BRAND_ADMIN_BRAND_NAMES[0],
  );
  const candidates = rngFor('verified').shuffle(
    plans.filter((p) => !forced.includes(p) && !RECENTLY_JOINED_BRAND_NAMES.includes(p.seed.name)),
  );
  for (const plan of [...forced, ...candidates.slice(0, target - forced.length)]) plan.isVerified = true;
}

/** Sets each brand's price bounds to enclose the prices of its products. */
export function applyPriceBounds(plans: BrandPlan[], products: readonly { brandId: string; price: number }[]): void {
  for (const plan of plans) {
    const prices = products.filter((p) => p.brandId === plan.id && p.price > 0).map((p) => p.price);
    if (!prices.length) throw new Error(`seed brand ${plan.seed.name} has no priced products`);
    [plan.priceMin, plan.priceMax] = boundsAround(Math.min(...prices) * 0.9, Math.max(...prices) * 1.1, plan.currency);
  }
}

function longDescription(plan: BrandPlan, foundedYear: number, rng: Rng): string {
  const { seed } = plan;
  const opening = `${seed.name} was founded in ${foundedYear} by ${seed.founder} in ${seed.city}. ${seed.story}`;
  const middle = rng.sample(CATEGORY_PARAGRAPHS[seed.category], 2).join(' ');
  return [opening, middle, rng.pick(CLOSING_PARAGRAPHS)].join('\n\n');
}

export interface BrandRating {
  rating: number;
  reviewCount: number;
}

/** The brands table rows; ratings come from the seeded reviews. */
export function brandRows(
  plans: readonly BrandPlan[],
  ratings: ReadonlyMap<string, BrandRating>,
): Prisma.BrandCreateManyInput[] {
  return plans.map((plan) => {
    const { seed, slug, place } = plan;
    const rng = rngFor(`brand-row:${slug}`);
    const foundedYear =
      seed.founded ??
      rng.weighted([
        [rng.int(1995, 2009), 0.2],
        [rng.int(2010, 2018), 0.4],
        [rng.int(2019, 2024), 0.4],
      ] as const);
    const rating = ratings.get(plan.id) ?? { rating: 0, reviewCount: 0 };
    const handle = slug.replace(/-/g, '');
    return {
      id: plan.id,
      name: seed.name,
      description: seed.description,
      longDescription: longDescription(plan, foundedYear, rng),
      location: `${place.city}, ${place.country}`,
      city: place.city,
      priceRange: priceRangeText(plan.currency, plan.priceMin, plan.priceMax),
      priceMin: plan.priceMin,
      priceMax: plan.priceMax,
      currency: plan.currency,
      category: seed.category,
      categories: [seed.category, ...seed.also],
      occasions: occasionsFor(seed.category, rng),
      rating: rating.rating,
      reviewCount: rating.reviewCount,
      isVerified: plan.isVerified,
      website: `https://${slug}.example`,
      instagram: `https://instagram.example/${handle}`,
      whatsapp: rng.chance(0.8) ? whatsappFor(place, rng) : null,
      contactEmail: rng.chance(0.95) ? `${rng.pick(['hello', 'studio', 'orders', 'info'])}@${slug}.example` : null,
      foundedYear,
      image: plan.images[0]?.url ?? null,
      videoUrl: null,
      videoThumbnail: null,
      createdAt: plan.createdAt,
      updatedAt: plan.createdAt,
    };
  });
}

export function brandImageRows(plans: readonly BrandPlan[]): Prisma.BrandImageCreateManyInput[] {
  return plans.flatMap((plan) =>
    plan.images.map((image, i) => ({
      id: seedId(`brand-image:${plan.slug}:${i + 1}`),
      brandId: plan.id,
      storagePath: image.url,
      altText: image.alt,
      displayOrder: i + 1,
      createdAt: plan.createdAt,
    })),
  );
}
