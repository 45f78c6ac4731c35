import { ProductServiceType, type Prisma } from '../../api/src/generated/prisma/client.js';
import { productImage, tailorImage } from './artwork.js';
import type { BrandPlan } from './brands.js';
import { SeedClock } from './clock.js';
import { seedId, slugify } from './ids.js';
import type { ArtworkRegistry } from './media.js';
import { fromPriceText, localBound, localPrice, priceRangeText } from './money.js';
import { fill } from './phrases.js';
import { rngFor } from './random.js';
import { priceSent, productServiceTypeForKind } from '../../api/src/features/products/rules-services.js';
import {
  isTailoringCategory,
  PORTFOLIO_IDEAS,
  SERVICE_TEMPLATES,
  SERVICES_BY_CATEGORY,
  TAILOR_PROFILES,
} from './tailoring.js';

export interface TailoringSet {
  tailors: Prisma.TailorProfileCreateManyInput[];
  portfolio: Prisma.ProductCreateManyInput[];
  /** Services are product rows with a service kind. */
  services: Prisma.ProductCreateManyInput[];
}

/** Tailor profiles, portfolio pieces and services for brands in a tailoring category. */
export function planTailoring(plans: readonly BrandPlan[], clock: SeedClock, art: ArtworkRegistry): TailoringSet {
  const set: TailoringSet = { tailors: [], portfolio: [], services: [] };
  for (const plan of plans) {
    const category = plan.seed.category;
    if (!isTailoringCategory(category)) continue;
    const rng = rngFor(`tailoring:${plan.slug}`);
    const template = TAILOR_PROFILES[category];
    const specialties = [...template.core, ...rng.sample(template.extra, rng.int(1, 3))];
    const consultationUsd = rng.pick(template.consultationUsd);
    const consultationFee = consultationUsd === null ? null : localPrice(consultationUsd, plan.currency);
    const leadTime = rng.pick(template.leadTimes);
    const priceRange = rng.chance(0.6)
      ? priceRangeText(plan.currency, plan.priceMin, plan.priceMax)
      : fromPriceText(plan.currency, plan.priceMin);
    const createdAt = clock.after(plan.createdAt, rng.between(0, 20));

    set.tailors.push({
      id: seedId(`tailor:${plan.slug}`),
      brandId: plan.id,
      title: rng.pick(template.titles),
      image: art.add('brand-assets', `${plan.slug}-atelier.svg`, () =>
        tailorImage(plan.look, rngFor(`art:tailor:${plan.slug}`)),
      ),
      description: fill(template.description, { brand: plan.seed.name }),
      specialties,
      priceRange,
      consultationFee,
      leadTime,
      createdAt,
      updatedAt: createdAt,
    });

    for (const idea of rng.sample(PORTFOLIO_IDEAS[category], rng.int(2, 3))) {
      const slug = slugify(idea.title);
      const images = Array.from({ length: rng.int(2, 3) }, (_, k) =>
        art.add('product-images', `${plan.slug}-portfolio-${slug}-${k + 1}.svg`, () =>
          productImage(
            plan.look,
            idea.silhouette,
            k === 0 ? 0 : k + 1,
            rngFor(`art:portfolio:${plan.slug}:${slug}:${k}`),
          ),
        ),
      );
      const pieceCreatedAt = clock.randomAfter(SeedClock.max(plan.createdAt, clock.daysAgo(540)), rng);
      set.portfolio.push({
        id: seedId(`portfolio:${plan.slug}:${slug}`),
        title: idea.title,
        description: idea.description,
        price: 0,
        currency: plan.currency,
        brandId: plan.id,
        catalogueId: null,
        image: images[0]!,
        images,
        category: 'Custom Design',
        categories: ['Custom Design'],
        materials: [...idea.materials],
        sizes: ['Made to measure'],
        colors: rng.sample(plan.look.palette.colorNames, 2),
        inStock: true,
        serviceType: ProductServiceType.portfolio,
        isCustom: true,
        contactForPricing: true,
        leadTime,
        consultationFee,
        priceRange,
        specialties: rng.sample(specialties, Math.min(2, specialties.length)),
        techniques: [...idea.techniques],
        inspiration: idea.inspiration,
        createdAt: pieceCreatedAt,
        updatedAt: pieceCreatedAt,
      });
    }

    if (!rng.chance(0.65)) continue;
    const kinds = rng.sample(SERVICES_BY_CATEGORY[category], rng.int(1, 2));
    for (const kind of kinds) {
      const t = SERVICE_TEMPLATES[kind];
      const image = art.add('product-images', `${plan.slug}-service-${kind}.svg`, () =>
        productImage(plan.look, 'mannequin', 2, rngFor(`art:service:${plan.slug}:${kind}`)),
      );
      const at = clock.randomAfter(createdAt, rng);
      const p = t.pricing;
      const contactForPricing = p.contactForPricing ?? false;
      const serviceFee = p.consultationUsd ? localPrice(p.consultationUsd, plan.currency) : null;
      const hourlyRate = p.hourlyUsd ? localPrice(p.hourlyUsd, plan.currency) : null;
      const fixedPrice = p.fixedUsd ? localPrice(p.fixedUsd, plan.currency) : null;
      set.services.push({
        id: seedId(`service:${plan.slug}:${kind}`),
        brandId: plan.id,
        title: t.title,
        description: t.description,
        serviceKind: t.kind,
        serviceType: productServiceTypeForKind(t.kind),
        price: priceSent({ contactForPricing, consultationFee: serviceFee, hourlyRate, fixedPrice }),
        currency: plan.currency,
        category: t.category,
        categories: [t.category],
        inStock: true,
        isCustom: true,
        duration: t.duration,
        leadTime: t.leadTime,
        image,
        images: [image],
        consultationFee: serviceFee,
        hourlyRate,
        fixedPrice,
        priceRange: p.rangeUsd
          ? priceRangeText(
              plan.currency,
              localBound(p.rangeUsd[0], plan.currency),
              localBound(p.rangeUsd[1], plan.currency),
            )
          : null,
        contactForPricing,
        specialties: rng.sample(specialties, Math.min(3, specialties.length)),
        sessionsIncluded: t.sessionsIncluded,
        deliveryMethod: t.deliveryMethod,
        includes: [...t.includes],
        requirements: t.requirements,
        fittingSessions: t.fittingSessions,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  return set;
}
