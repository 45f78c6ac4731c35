import type { Request, Router } from 'express';
import type { RestDeps } from '../../rest/deps.js';
import { runGraphQL } from '../../rest/run-graphql.js';
import { answerBadRequest, answerError } from '../../rest/answer.js';
import { objectOf, textOf } from '../../rest/body.js';
import { PORTFOLIO_MESSAGES } from './messages.js';

const CREATE_PORTFOLIO = /* GraphQL */ `
  mutation RestCreatePortfolioPiece($input: CreatePortfolioPieceInput!) {
    createPortfolioPiece(input: $input) {
      product {
        id: databaseId
        title
        description
        studioPrice
        currency
        image
        images
        brand {
          databaseId
        }
        category
        inStock
        isCustom
        serviceType
        contactForPricing
        priceRange
        specialties
        leadTime
        consultationFee
        materials
        techniques
        inspiration
        createdAt
      }
    }
  }
`;

interface PortfolioNode {
  id: string;
  title: string;
  description: string | null;
  studioPrice: number | null;
  currency: string;
  image: string | null;
  images: string[];
  brand: { databaseId: string };
  category: string | null;
  inStock: boolean;
  isCustom: boolean;
  serviceType: string;
  contactForPricing: boolean;
  priceRange: string | null;
  specialties: string[];
  leadTime: string | null;
  consultationFee: number | null;
  materials: string[];
  techniques: string[];
  inspiration: string | null;
  createdAt: string;
}

/** The saved piece with the spec's field names (its stored price, always 0, for the studio). */
const restPortfolioPiece = (p: PortfolioNode) => ({
  id: p.id,
  title: p.title,
  description: p.description,
  price: p.studioPrice ?? 0,
  currency: p.currency,
  image: p.image,
  images: p.images,
  brand_id: p.brand.databaseId,
  category: p.category,
  in_stock: p.inStock,
  is_custom: p.isCustom,
  service_type: p.serviceType,
  contact_for_pricing: p.contactForPricing,
  price_range: p.priceRange,
  specialties: p.specialties,
  lead_time: p.leadTime,
  consultation_fee: p.consultationFee,
  materials: p.materials,
  techniques: p.techniques,
  inspiration: p.inspiration,
  created_at: p.createdAt,
});

const TEXT_FIELDS = {
  category: 'category',
  price_range: 'priceRange',
  lead_time: 'leadTime',
  inspiration: 'inspiration',
} as const;
const LIST_FIELDS = {
  images: 'imageUrls',
  specialties: 'specialties',
  materials: 'materials',
  techniques: 'techniques',
};

/** The spec's portfolio payload as the GraphQL input; wrong types come back as field errors. */
function portfolioInput(req: Request) {
  const body = objectOf(req.body);
  const errors: Record<string, string> = {};
  const input: Record<string, unknown> = {
    title: textOf(body.title) ?? '',
    description: textOf(body.description) ?? '',
    brandId: textOf(body.brand_id) ?? '',
  };
  for (const [key, field] of Object.entries(TEXT_FIELDS)) {
    if (body[key] == null) continue;
    if (textOf(body[key]) === null) errors[key] = `${key} must be text`;
    else input[field] = textOf(body[key]);
  }
  for (const [key, field] of Object.entries(LIST_FIELDS)) {
    const value = body[key];
    if (value == null) continue;
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
      errors[key] = `${key} must be a list of text`;
    else input[field] = value;
  }
  const fee = body.consultation_fee;
  if (fee != null && fee !== '') {
    const number =
      typeof fee === 'number' ? fee : typeof fee === 'string' && /^\s*\d*\.?\d+\s*$/.test(fee) ? Number(fee) : NaN;
    if (!Number.isFinite(number)) errors.consultation_fee = PORTFOLIO_MESSAGES.consultationFeeNumber;
    else input.consultationFee = number;
  }
  return { input, errors };
}

/**
 * POST /api/studio/products {the portfolio payload: title, description, brand_id, images[] (URLs),
 * price_range, specialties, lead_time, consultation_fee, materials, techniques, inspiration, category}
 * -> 201 { product } or { error, fieldErrors? } with the spec's texts.
 */
export function studioProductRoutes(router: Router, { server, context }: RestDeps) {
  router.post('/studio/products', async (req, res) => {
    const { input, errors } = portfolioInput(req);
    if (Object.keys(errors).length) return answerBadRequest(res, errors);
    const answer = await runGraphQL<{ createPortfolioPiece: { product: PortfolioNode } | null }>(
      server,
      context,
      req,
      CREATE_PORTFOLIO,
      { input },
    );
    const created = answer.data?.createPortfolioPiece;
    if (answer.errors.length || !created)
      return answerError(res, answer.errors, { fallback: PORTFOLIO_MESSAGES.createFailed, fieldErrors: 'snake_case' });
    res.status(201).json({ product: restPortfolioPiece(created.product) });
  });
}
