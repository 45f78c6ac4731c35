import { builder } from '../../graphql/builder.js';
import { UPLOAD_RULES } from '../../domain/upload-rules.js';
import { throwIfInvalid } from '../../graphql/kit/validation.js';
import { productPolicies } from './access.js';
import { PORTFOLIO_MESSAGES } from './messages.js';
import { DEFAULT_PORTFOLIO_CATEGORY } from './rules-options.js';
import { chipListErrors, cleanList, isTailoringBrand, textLimitErrors } from './rules.js';
import { portfolioErrors } from './rules-services.js';
import { MAX_PORTFOLIO_IMAGES, PRODUCT_EXTRA_MESSAGES, amountErrors, mediaUrlErrors } from './rules-extra.js';
import { currencyOfBrand, findBrand, text } from './studio-data.js';
import { createAuditedProduct, createOnce, productPayload, sentImages } from './studio-writes.js';

const imageRule = UPLOAD_RULES.portfolioImage;

const CreatePortfolioPieceInput = builder.inputType('CreatePortfolioPieceInput', {
  fields: (t) => ({
    idempotencyKey: t.string({
      required: false,
      description: 'A UUID per form submission: the same key within 24 hours gets the piece made the first time.',
    }),
    brandId: t.id({ required: true, description: 'A brand in a tailoring category.' }),
    title: t.string({ required: true }),
    description: t.string({ required: true }),
    imageFiles: t.field({
      type: ['Upload'],
      required: false,
      description: 'PNG, JPEG or WebP, up to 10 MB each (stored in brand-assets/portfolio, with webp variants).',
    }),
    imageUrls: t.stringList({
      required: false,
      description: 'Image links, after the uploaded files; at least 1 image.',
    }),
    category: t.string({ required: false, description: `Default '${DEFAULT_PORTFOLIO_CATEGORY}'.` }),
    priceRange: t.string({ required: false }),
    specialties: t.stringList({ required: false }),
    leadTime: t.string({ required: false }),
    consultationFee: t.float({ required: false }),
    materials: t.stringList({ required: false }),
    techniques: t.stringList({ required: false }),
    inspiration: t.string({ required: false }),
  }),
});

const CreatePortfolioPiecePayload = productPayload('CreatePortfolioPiecePayload');

builder.mutationField('createPortfolioPiece', (t) =>
  t.withAuth(productPolicies.createPortfolio).field({
    type: CreatePortfolioPiecePayload,
    args: { input: t.arg({ type: CreatePortfolioPieceInput, required: true }) },
    description:
      "Creates a portfolio piece for a brand in a tailoring category: a product with service type 'portfolio', price 0 (hidden), contact for pricing, in stock, custom. Needs studio.portfolio.manage.",
    unauthorizedError: productPolicies.portfolioRefused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const brand = await findBrand(ctx.prisma, input.brandId);
      const sent = sentImages(imageRule, input);
      const errors: Record<string, string> = {
        ...portfolioErrors({
          title: input.title,
          description: input.description,
          brandId: brand?.id ?? '',
          imageCount: sent.count,
          consultationFee: input.consultationFee == null ? null : String(input.consultationFee),
        }),
        ...textLimitErrors({
          title: input.title,
          description: input.description,
          leadTime: input.leadTime,
          priceRange: input.priceRange,
          inspiration: input.inspiration,
        }),
        ...chipListErrors({ specialties: input.specialties, materials: input.materials, techniques: input.techniques }),
        ...amountErrors({ consultationFee: input.consultationFee }),
        ...mediaUrlErrors('images', sent.urls, PRODUCT_EXTRA_MESSAGES.imageUrlInvalid),
      };
      if (brand && !errors.brandId && !isTailoringBrand(brand)) errors.brandId = PORTFOLIO_MESSAGES.notTailoringBrand;
      if (sent.count > MAX_PORTFOLIO_IMAGES)
        errors.images = PRODUCT_EXTRA_MESSAGES.tooManyPortfolioImages(MAX_PORTFOLIO_IMAGES);
      throwIfInvalid(errors);
      const target = brand!;
      const category = text(input.category) ?? DEFAULT_PORTFOLIO_CATEGORY;

      return createOnce(ctx, viewer, {
        idempotencyKey: input.idempotencyKey,
        stage: sent.stage,
        write: async (tx, productId, images) => {
          await createAuditedProduct(tx, viewer, 'portfolio_piece', {
            id: productId,
            brandId: target.id,
            title: input.title.trim(),
            description: input.description.trim(),
            price: 0,
            currency: currencyOfBrand(target.currency),
            image: images[0] ?? null,
            images,
            category,
            categories: [category],
            inStock: true,
            isCustom: true,
            serviceType: 'portfolio',
            contactForPricing: true,
            priceRange: text(input.priceRange),
            specialties: cleanList(input.specialties),
            leadTime: text(input.leadTime),
            consultationFee: input.consultationFee ?? null,
            materials: cleanList(input.materials),
            techniques: cleanList(input.techniques),
            inspiration: text(input.inspiration),
          });
        },
      });
    },
  }),
);
