import { SpotlightVideoType, type Prisma } from '../../api/src/generated/prisma/client.js';
import { heroImage, spotlightImage } from './artwork.js';
import type { BrandPlan } from './brands.js';
import type { CollectionPlan, ProductPlan } from './catalogue.js';
import type { SeedClock } from './clock.js';
import { SPOTLIGHT_BRAND_NAME, TAILORING_BRAND_CATEGORIES } from './data.js';
import { FAQS } from './faqs.js';
import { seedId } from './ids.js';
import { LEGAL_DOCUMENTS } from './legal.js';
import type { ArtworkRegistry } from './media.js';
import { rngFor } from './random.js';
import { ABOUT_ADIRE, HERO_SLIDES, OUR_STORY, SPOTLIGHT_TEXT } from './site-content.js';

export interface ContentSet {
  faqs: Prisma.FaqCreateManyInput[];
  legalDocuments: Prisma.LegalDocumentCreateManyInput[];
  heroSlides: Prisma.HeroSlideCreateManyInput[];
  spotlights: Prisma.SpotlightCreateManyInput[];
  spotlightProducts: Prisma.SpotlightProductCreateManyInput[];
  settings: Prisma.PlatformSettingCreateManyInput[];
}

/** FAQs, legal documents, hero slides, the home-page spotlight and the About texts. */
export function planContent(
  brands: readonly BrandPlan[],
  collections: readonly CollectionPlan[],
  products: readonly ProductPlan[],
  clock: SeedClock,
  art: ArtworkRegistry,
): ContentSet {
  const launched = clock.daysAgo(420);

  const faqs = FAQS.map((f, i) => ({
    id: seedId(`faq:${i + 1}`),
    ...f,
    displayOrder: i + 1,
    createdAt: launched,
    updatedAt: launched,
  }));

  const legalDocuments = LEGAL_DOCUMENTS.map((d) => {
    const effectiveDate = new Date(`${d.effectiveDate}T00:00:00Z`);
    const writtenAt = new Date(Math.min(effectiveDate.getTime() - 14 * 86_400_000, clock.now.getTime()));
    return {
      id: seedId(`legal:${d.documentType}:${d.version}`),
      ...d,
      effectiveDate,
      createdAt: writtenAt,
      updatedAt: writtenAt,
    };
  });

  const verified = brands.filter((b) => b.isVerified);
  const heroLooks = {
    collections: verified
      .filter((b) => ['kente', 'adire', 'kitenge', 'mudcloth', 'zellige', 'kuba'].includes(b.seed.pattern))
      .slice(0, 6)
      .map((b) => b.look),
    // A tailoring brand in a deep palette, so the headline reads well over it.
    tailored: brands
      .filter(
        (b) =>
          TAILORING_BRAND_CATEGORIES.includes(b.seed.category) &&
          ['indigo', 'plum', 'emerald', 'midnight', 'terracotta'].includes(b.seed.palette),
      )
      .slice(0, 1)
      .map((b) => b.look),
    'harmattan-edit': brands
      .filter((b) => b.seed.palette === 'ochre' || b.seed.palette === 'terracotta' || b.seed.palette === 'indigo')
      .slice(0, 4)
      .map((b) => b.look),
  };
  const heroSlides = HERO_SLIDES.map((h) => {
    const focus = h.key === 'collections' ? 'collections' : h.key === 'tailored' ? 'tailored' : 'editorial';
    const image = art.add('hero-images', `${h.key}.svg`, () =>
      heroImage(heroLooks[h.key], focus, rngFor(`art:hero:${h.key}`)),
    );
    const { key, ...slide } = h;
    return { id: seedId(`hero:${key}`), ...slide, image, createdAt: launched, updatedAt: launched };
  });

  const brand = brands.find((b) => b.seed.name === SPOTLIGHT_BRAND_NAME);
  if (!brand) throw new Error(`spotlight brand ${SPOTLIGHT_BRAND_NAME} is missing`);
  const featured = products.filter((p) => p.brandId === brand.id).slice(0, 3);
  const spotlightId = seedId('spotlight:1');
  const mainImage = art.add('spotlight-images', `${brand.slug}-spotlight.svg`, () =>
    spotlightImage(brand.look, ['dress', 'gown', 'jacket'], rngFor(`art:spotlight:${brand.slug}`)),
  );
  const spotlightAt = clock.daysAgo(12);
  const spotlights = [
    {
      id: spotlightId,
      title: SPOTLIGHT_TEXT.title,
      subtitle: SPOTLIGHT_TEXT.subtitle,
      brandName: brand.seed.name,
      brandDescription: SPOTLIGHT_TEXT.description,
      brandQuote: SPOTLIGHT_TEXT.quote,
      brandQuoteAuthor: SPOTLIGHT_TEXT.quoteAuthor,
      brandLink: `/brand/${brand.id}`,
      mainImage,
      videoUrl: null,
      videoThumbnail: null,
      videoType: null as SpotlightVideoType | null,
      videoDescription: null,
      isActive: true,
      createdAt: spotlightAt,
      updatedAt: spotlightAt,
    },
  ];
  const spotlightProducts = featured.map((p, i) => ({
    id: seedId(`spotlight-product:${i + 1}`),
    spotlightId,
    productId: p.id,
    name: p.title,
    collection: collections.find((c) => c.id === p.catalogueId)?.title ?? null,
    image: p.image,
    displayOrder: i + 1,
  }));

  const settings = [
    { key: 'about_adire', value: ABOUT_ADIRE, updatedAt: launched },
    { key: 'our_story', value: OUR_STORY, updatedAt: launched },
  ];
  return { faqs, legalDocuments, heroSlides, spotlights, spotlightProducts, settings };
}
