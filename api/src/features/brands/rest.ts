import type { Request, Router } from 'express';
import type { RestDeps } from '../../rest/deps.js';
import { runGraphQL } from '../../rest/run-graphql.js';
import { answerBadRequest, answerError } from '../../rest/answer.js';
import { objectOf, textOf } from '../../rest/body.js';
import { BRAND_MESSAGES } from './messages.js';

const BRAND_FIELDS = /* GraphQL */ `
  fragment RestStudioBrand on Brand {
    id: databaseId
    name
    description
    longDescription
    category
    categories
    location
    priceRange
    currency
    website
    instagram
    whatsapp
    foundedYear
    isVerified
    contactEmail
    image
    videoUrl
    videoThumbnail
    rating
  }
`;

const CREATE = /* GraphQL */ `
  mutation RestCreateBrand($input: CreateBrandInput!) {
    createBrand(input: $input) {
      brand {
        id: databaseId
      }
    }
  }
`;

const UPDATE = /* GraphQL */ `
  mutation RestUpdateBrand($input: UpdateBrandInput!) {
    updateBrand(input: $input) {
      nameChanged
      brand {
        ...RestStudioBrand
      }
    }
  }
  ${BRAND_FIELDS}
`;

interface BrandNode {
  longDescription: string | null;
  priceRange: string | null;
  foundedYear: number | null;
  isVerified: boolean;
  contactEmail: string | null;
  videoUrl: string | null;
  videoThumbnail: string | null;
  [field: string]: unknown;
}

/** A brand with the spec's field names. */
function restBrand(node: BrandNode) {
  const { longDescription, priceRange, foundedYear, isVerified, contactEmail, videoUrl, videoThumbnail, ...rest } =
    node;
  return {
    ...rest,
    long_description: longDescription,
    price_range: priceRange,
    founded_year: foundedYear,
    is_verified: isVerified,
    contact_email: contactEmail,
    video_url: videoUrl,
    video_thumbnail: videoThumbnail,
  };
}

const TEXT_FIELDS = {
  name: 'name',
  description: 'description',
  long_description: 'longDescription',
  location: 'location',
  price_range: 'priceRange',
  website: 'website',
  instagram: 'instagram',
  whatsapp: 'whatsapp',
  contact_email: 'contactEmail',
  image: 'image',
  video_url: 'videoUrl',
  video_thumbnail: 'videoThumbnail',
} as const;

/** The spec's payload as the GraphQL input; problems the schema cannot word (wrong types) come back as field errors. */
function brandInput(req: Request, mode: 'create' | 'edit') {
  const body = objectOf(req.body);
  const input: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  const has = (key: string) => body[key] !== undefined;
  for (const [key, field] of Object.entries(TEXT_FIELDS)) {
    if (!has(key)) continue;
    if (body[key] !== null && textOf(body[key]) === null) errors[key] = `${key} must be text`;
    else input[field] = body[key] === null ? null : textOf(body[key]);
  }
  if (has('categories') || has('category')) {
    const list = Array.isArray(body.categories) ? body.categories : [body.category];
    input.categories = list.map(textOf).filter((c): c is string => !!c?.trim());
  }
  if (has('currency') && body.currency !== null && body.currency !== '') {
    const code = textOf(body.currency)?.toUpperCase();
    input.currency = code;
  }
  if (has('founded_year')) {
    const year = body.founded_year;
    const number = year === null || year === '' ? null : Number(year);
    if (number !== null && !Number.isInteger(number)) errors.founded_year = 'founded_year must be a whole year';
    else input.foundedYear = number;
  }
  if (mode === 'edit' && has('is_verified')) {
    if (typeof body.is_verified !== 'boolean') errors.is_verified = 'is_verified must be true or false';
    else input.isVerified = body.is_verified;
  }
  if (mode === 'create') {
    // The create screen always sends these; a REST caller who leaves one out meets the form's message.
    for (const field of ['name', 'description', 'location'] as const) input[field] ??= '';
    input.categories ??= [];
  }
  return { input, errors };
}

/** The currency enum's own error is not a sentence for people; say it the way the form does. */
const CURRENCY_MESSAGE = 'Please choose a currency from the list';

/**
 * POST /api/studio/brands {the spec's brand fields} -> 201 { brand: { id } };
 * PUT /api/studio/brands/{id} -> 200 { brand, nameChanged }; errors { error, fieldErrors? }.
 */
export function studioBrandRoutes(router: Router, { server, context }: RestDeps) {
  const run = <T>(req: Request, query: string, variables: Record<string, unknown>) =>
    runGraphQL<T>(server, context, req, query, variables);
  const currencyProblem = (input: Record<string, unknown>) =>
    typeof input.currency === 'string' &&
    !['NONE', 'NGN', 'KES', 'GHS', 'ZAR', 'EGP', 'MAD', 'TND', 'XOF', 'DZD', 'USD', 'EUR', 'GBP'].includes(
      input.currency,
    );

  router.post('/studio/brands', async (req, res) => {
    const { input, errors } = brandInput(req, 'create');
    if (currencyProblem(input)) errors.currency = CURRENCY_MESSAGE;
    if (Object.keys(errors).length) return answerBadRequest(res, errors);
    const answer = await run<{ createBrand: { brand: { id: string } } | null }>(req, CREATE, { input });
    const created = answer.data?.createBrand;
    if (answer.errors.length || !created)
      return answerError(res, answer.errors, { fallback: BRAND_MESSAGES.createFailed, fieldErrors: 'snake_case' });
    res.status(201).json({ brand: { id: created.brand.id } });
  });

  router.put('/studio/brands/:id', async (req, res) => {
    const { input, errors } = brandInput(req, 'edit');
    if (currencyProblem(input)) errors.currency = CURRENCY_MESSAGE;
    if (Object.keys(errors).length) return answerBadRequest(res, errors);
    const answer = await run<{ updateBrand: { nameChanged: boolean; brand: BrandNode } | null }>(req, UPDATE, {
      input: { id: req.params.id, ...input },
    });
    const updated = answer.data?.updateBrand;
    if (answer.errors.length || !updated)
      return answerError(res, answer.errors, {
        fallback: BRAND_MESSAGES.updateFailed(500),
        fieldErrors: 'snake_case',
      });
    res.json({ brand: restBrand(updated.brand), nameChanged: updated.nameChanged });
  });
}
