import type { Brand, Currency, Prisma } from '../../generated/prisma/client.js';
import { categoryLabel } from '../../domain/categories.js';
import { formalLanguage } from '../../domain/formal-language.js';
import { cityOf } from '../../domain/location.js';
import { normalizeEmail } from '../../domain/email-address.js';
import type { BrandDraft } from './rules.js';
import { savedPriceRange } from './rules.js';

/** The brand fields the audit trail follows. */
export const AUDITED_BRAND_FIELDS = [
  'name',
  'description',
  'longDescription',
  'category',
  'categories',
  'location',
  'priceRange',
  'currency',
  'website',
  'instagram',
  'whatsapp',
  'contactEmail',
  'foundedYear',
  'isVerified',
  'image',
  'videoUrl',
  'videoThumbnail',
] as const;

export interface BrandFormInput extends BrandDraft {
  currency?: Currency | null;
  image?: string | null;
  videoUrl?: string | null;
  videoThumbnail?: string | null;
  isVerified?: boolean | null;
}

const text = (value: string | null | undefined) => value?.trim().normalize('NFC') || null;

/** Locks the brand row for the rest of the transaction; null when the brand does not exist. */
export async function lockBrandRow(tx: Prisma.TransactionClient, id: string): Promise<Brand | null> {
  await tx.$queryRaw`SELECT id FROM brands WHERE id = ${id}::uuid FOR UPDATE`;
  return tx.brand.findUnique({ where: { id } });
}

/**
 * The columns a form writes, for the fields it sent (left-out fields stay as they are). Descriptions
 * are saved in formal language; the price range text is rebuilt whenever prices or currency change.
 */
export function brandColumns(input: BrandFormInput, before: Brand | null): Prisma.BrandUncheckedUpdateInput {
  const data: Prisma.BrandUncheckedUpdateInput = {};
  const sent = <K extends keyof BrandFormInput>(key: K) => input[key] !== undefined;
  if (sent('name')) data.name = text(input.name)!;
  if (sent('description')) data.description = formalLanguage(text(input.description) ?? '');
  if (sent('longDescription'))
    data.longDescription = input.longDescription?.trim() ? formalLanguage(input.longDescription.trim()) : null;
  if (sent('categories')) {
    const categories = [
      ...new Set(
        (input.categories ?? [])
          .map((c) => c.trim())
          .filter(Boolean)
          .map(categoryLabel),
      ),
    ];
    data.categories = categories;
    data.category = categories[0]!;
  }
  if (sent('location')) {
    data.location = text(input.location)!;
    data.city = cityOf(text(input.location));
  }
  for (const key of ['website', 'instagram', 'whatsapp', 'videoUrl', 'videoThumbnail', 'image'] as const)
    if (sent(key)) data[key] = text(input[key]);
  if (sent('contactEmail')) data.contactEmail = text(input.contactEmail) ? normalizeEmail(input.contactEmail!) : null;
  if (sent('foundedYear')) data.foundedYear = input.foundedYear ?? null;
  if (sent('isVerified') && input.isVerified != null) data.isVerified = input.isVerified;

  const currency = input.currency ?? before?.currency ?? 'USD';
  if (input.currency) data.currency = input.currency;
  const pricesSent = ['priceMin', 'priceMax', 'exploreForPrices', 'priceRange'].some((k) =>
    sent(k as keyof BrandFormInput),
  );
  if (pricesSent) {
    data.priceMin = input.exploreForPrices ? null : (input.priceMin ?? null);
    data.priceMax = input.exploreForPrices ? null : (input.priceMax ?? null);
    data.priceRange = savedPriceRange(currency, input);
  } else if (input.currency && before && (before.priceMin != null || before.priceMax != null)) {
    data.priceRange = savedPriceRange(currency, {
      priceMin: before.priceMin == null ? null : Number(before.priceMin),
      priceMax: before.priceMax == null ? null : Number(before.priceMax),
    });
  }
  return data;
}
