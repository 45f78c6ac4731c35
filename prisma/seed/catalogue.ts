import { ProductServiceType, type Prisma } from '../../api/src/generated/prisma/client.js';
import { collectionImage, productImage } from './artwork.js';
import type { BrandPlan } from './brands.js';
import { SeedClock } from './clock.js';
import { TAILORING_BRAND_CATEGORIES, type BrandCategory } from './data.js';
import { seedId, slugify } from './ids.js';
import type { ArtworkRegistry } from './media.js';
import { localPrice, priceStep, roundLocalPrice } from './money.js';
import { COLLECTION_DESCRIPTIONS, COLLECTION_INSPIRATIONS, fill, PRODUCT_CLOSINGS } from './phrases.js';
import { rngFor, type Rng } from './random.js';
import {
  ACCESSORY_DETAILS,
  CARE_INSTRUCTIONS,
  COLLECTION_SUFFIXES,
  COLLECTION_THEMES,
  GARMENT_DETAILS,
  ITEMS_BY_CATEGORY,
  SIZE_RUNS,
  type ItemType,
} from './wardrobe.js';

/** A collection as the other builders see it. */
export interface CollectionPlan {
  id: string;
  brandId: string;
  title: string;
  createdAt: Date;
}

/** A product as the other builders see it. */
export interface ProductPlan {
  id: string;
  brandId: string;
  catalogueId: string | null;
  title: string;
  image: string;
  price: number;
  createdAt: Date;
}

export interface CatalogueSet {
  catalogues: Prisma.CatalogueCreateManyInput[];
  catalogueImages: Prisma.CatalogueImageCreateManyInput[];
  products: Prisma.ProductCreateManyInput[];
  collectionPlans: CollectionPlan[];
  productPlans: ProductPlan[];
}

const THEME_GROUPS: Record<BrandCategory, readonly (keyof typeof COLLECTION_THEMES)[]> = {
  'Ready to Wear': ['everyday'],
  Accessories: ['everyday', 'occasion'],
  'High End Fashion Brands': ['occasion', 'everyday'],
  'Streetwear & Urban': ['street'],
  'Evening Gowns': ['occasion'],
  Bridal: ['bridal', 'occasion'],
  'Custom Design': ['occasion', 'everyday'],
  'Made to Measure': ['occasion', 'everyday'],
  Alterations: ['everyday'],
};

function collectionTitles(category: BrandCategory, count: number, rng: Rng): string[] {
  const themes = rng.shuffle(THEME_GROUPS[category].flatMap((g) => COLLECTION_THEMES[g]));
  return themes.slice(0, count).map((theme) => (rng.chance(0.2) ? theme : `${theme} ${rng.pick(COLLECTION_SUFFIXES)}`));
}

/** The items a brand makes: its category's items that suit its country, plus now and then one from a related category. */
function itemsFor(plan: BrandPlan, rng: Rng): ItemType[] {
  const fits = (i: ItemType) => !i.countries || i.countries.includes(plan.place.country);
  const own = ITEMS_BY_CATEGORY[plan.seed.category].filter(fits);
  const related = plan.seed.also.flatMap((c) =>
    ITEMS_BY_CATEGORY[c].filter(fits).map((i) => ({ item: i, category: c })),
  );
  const count = Math.min(own.length, rng.int(5, 8));
  const chosen = rng.sample(own, count);
  if (related.length && rng.chance(0.35) && chosen.length > 5) chosen[chosen.length - 1] = rng.pick(related).item;
  return chosen;
}

function categoryOfItem(plan: BrandPlan, item: ItemType): BrandCategory {
  if (ITEMS_BY_CATEGORY[plan.seed.category].includes(item)) return plan.seed.category;
  return plan.seed.also.find((c) => ITEMS_BY_CATEGORY[c].includes(item)) ?? plan.seed.category;
}

function productTitle(plan: BrandPlan, item: ItemType, used: Set<string>, rng: Rng): string {
  const words = rng.shuffle(plan.seed.fabricWords).filter((w) => !item.name.toLowerCase().includes(w.toLowerCase()));
  for (const word of [...words, '']) {
    const title = word ? `${word} ${item.name}` : item.name;
    if (!used.has(title)) {
      used.add(title);
      return title;
    }
  }
  const fallback = `${item.name} No. ${used.size + 1}`;
  used.add(fallback);
  return fallback;
}

function sizesFor(item: ItemType, rng: Rng): string[] {
  const run = SIZE_RUNS[item.sizes];
  if (run.length <= 1) return [...run];
  const length = rng.int(Math.min(3, run.length), run.length);
  const start = rng.int(0, run.length - length);
  return run.slice(start, start + length);
}

const IMAGE_COUNT_WEIGHTS = [
  [1, 0.2],
  [2, 0.35],
  [3, 0.3],
  [4, 0.15],
] as const;
const CUSTOM_LEAD_TIMES = ['2-3 weeks', '3-4 weeks', '4-6 weeks', '6-8 weeks'];

/** Collections (with gallery images) and products for every brand. */
export function planCatalogue(plans: readonly BrandPlan[], clock: SeedClock, art: ArtworkRegistry): CatalogueSet {
  const set: CatalogueSet = {
    catalogues: [],
    catalogueImages: [],
    products: [],
    collectionPlans: [],
    productPlans: [],
  };
  const window18Months = clock.daysAgo(540);

  for (const plan of plans) {
    const rng = rngFor(`catalogue:${plan.slug}`);
    const items = itemsFor(plan, rng);
    const pieces = items.map((i) => i.silhouette);
    const isTailoring = TAILORING_BRAND_CATEGORIES.includes(plan.seed.category);
    const earliest = SeedClock.max(plan.createdAt, window18Months);

    // Collections
    const titles = collectionTitles(plan.seed.category, rng.int(2, 4), rng);
    const collections: CollectionPlan[] = titles.map((title, c) => {
      const id = seedId(`catalogue:${plan.slug}:${c + 1}`);
      const createdAt = clock.randomAfter(earliest, rng);
      const imageCount = rng.int(2, 4);
      const urls = Array.from({ length: imageCount }, (_, k) => {
        const look = rng.shuffle(pieces);
        return art.add('product-images', `${plan.slug}-collection-${c + 1}-${k + 1}.svg`, () =>
          collectionImage(plan.look, look, k, rngFor(`art:collection:${plan.slug}:${c}:${k}`)),
        );
      });
      set.catalogueImages.push(
        ...urls.map((imageUrl, k) => ({
          id: seedId(`catalogue-image:${plan.slug}:${c + 1}:${k + 1}`),
          catalogueId: id,
          imageUrl,
          altText: `${title} by ${plan.seed.name}, look ${k + 1}`,
          displayOrder: k + 1,
          createdAt,
        })),
      );
      const fabric = `${rng.pick(plan.seed.fabricWords).toLowerCase()} ${rng.pick(['cloth', 'pieces', 'prints', 'textiles'])}`;
      const description = fill(rng.pick(COLLECTION_DESCRIPTIONS), {
        title,
        count: rng.int(6, 14),
        fabric,
        city: plan.place.city,
        inspiration: fill(rng.pick(COLLECTION_INSPIRATIONS), { city: plan.place.city }),
      });
      set.catalogues.push({
        id,
        title,
        description,
        brandId: plan.id,
        image: urls[0]!,
        createdAt,
        updatedAt: createdAt,
      });
      return { id, brandId: plan.id, title, createdAt };
    });
    set.collectionPlans.push(...collections);

    // Products
    const usedTitles = new Set<string>();
    for (const item of items) {
      const title = productTitle(plan, item, usedTitles, rng);
      const slug = slugify(title);
      const id = seedId(`product:${plan.slug}:${slug}`);
      const collection = rng.chance(0.85) ? rng.pick(collections) : null;
      const createdAt = clock.randomAfter(collection ? collection.createdAt : earliest, rng);
      const imageCount = rng.weighted(IMAGE_COUNT_WEIGHTS);
      const images = Array.from({ length: imageCount }, (_, k) =>
        art.add('product-images', `${plan.slug}-${slug}-${k + 1}.svg`, () =>
          productImage(plan.look, item.silhouette, k, rngFor(`art:product:${plan.slug}:${slug}:${k}`)),
        ),
      );
      const price = localPrice(rng.between(item.usd[0], item.usd[1]) * plan.priceLevel, plan.currency);
      const onSale = rng.chance(0.21);
      const salePrice = onSale
        ? Math.min(roundLocalPrice(price * rng.between(0.7, 0.85), plan.currency), price - priceStep(plan.currency))
        : null;
      const inStock = rng.chance(0.85);
      const madeToOrder = item.sizes === 'madeToMeasure' || (isTailoring && rng.chance(0.5));
      const materials = rng.sample(item.materials, rng.int(1, Math.min(2, item.materials.length)));
      const category = categoryOfItem(plan, item);
      const care = plan.seed.pattern === 'adire' && item.care === 'washable' ? 'indigo' : item.care;
      const detail = rng.pick(
        item.silhouette === 'necklace' ||
          item.silhouette === 'earrings' ||
          item.silhouette === 'cuff' ||
          item.silhouette === 'tote' ||
          item.silhouette === 'clutch'
          ? ACCESSORY_DETAILS
          : GARMENT_DETAILS,
      );
      const description = `${/^[aeiou]/i.test(title) ? 'An' : 'A'} ${title.toLowerCase()} in ${materials.join(' and ').toLowerCase()} with ${detail}. ${fill(rng.pick(PRODUCT_CLOSINGS), { city: plan.place.city, brand: plan.seed.name })}`;
      set.products.push({
        id,
        title,
        description,
        price,
        salePrice: salePrice && salePrice > 0 ? salePrice : null,
        currency: plan.currency,
        brandId: plan.id,
        catalogueId: collection?.id ?? null,
        image: images[0]!,
        images,
        category,
        categories: category === plan.seed.category ? [category] : [category, plan.seed.category],
        materials,
        sizes: sizesFor(item, rng),
        colors: rng.sample(plan.look.palette.colorNames, rng.int(1, 3)),
        inStock,
        serviceType: ProductServiceType.product,
        isCustom: madeToOrder,
        // Made-to-order pieces quote their making time; sold-out stock pieces how long a remake takes.
        leadTime: madeToOrder ? rng.pick(CUSTOM_LEAD_TIMES) : inStock ? null : rng.pick(['1-2 weeks', '2-3 weeks']),
        careInstructions: CARE_INSTRUCTIONS[care],
        createdAt,
        updatedAt: createdAt,
      });
      set.productPlans.push({
        id,
        brandId: plan.id,
        catalogueId: collection?.id ?? null,
        title,
        image: images[0]!,
        price,
        createdAt,
      });
    }
  }
  return set;
}
