import { setImmediate as nextTurn } from 'node:timers/promises';
import { CURRENCY_SYMBOLS } from '../../../domain/currency.js';
import { databaseId } from '../../../domain/global-id.js';
import { UPLOAD_RULES, tooManyFilesMessage } from '../../../domain/upload-rules.js';
import { isSiteOrWebAddress } from '../../../domain/web-links.js';
import type { Currency, ProductServiceType, ProductVideoType } from '../../../generated/prisma/enums.js';
import { PRODUCT_MESSAGES } from '../messages.js';
import {
  MAX_PRICE,
  chipListErrors,
  cleanList,
  currencyProblem,
  parsePrice,
  productCreateErrors,
  productPriceSent,
  textLimitErrors,
} from '../rules.js';
import { VIDEO_TYPE_OPTIONS } from '../rules-options.js';
import { LIST_SEPARATOR, type CsvColumn, type CsvRecord } from './columns.js';
import { CSV_MESSAGES } from './messages.js';
import type { CsvProblem, CsvRow } from './read.js';

/** An image cell entry: an address kept as it is, or a file of the images zip to store. */
export type ImageRef = { kind: 'url'; url: string } | { kind: 'zip'; name: string };

/** A row's product, ready to write. */
export interface CsvProductValues {
  title: string;
  description: string;
  price: number;
  salePrice: number | null;
  currency: Currency;
  category: string;
  categories: string[];
  catalogueId: string | null;
  inStock: boolean;
  sizes: string[];
  colors: string[];
  materials: string[];
  careInstructions: string | null;
  isCustom: boolean;
  leadTime: string | null;
  images: ImageRef[];
  videoUrl: string | null;
  videoType: ProductVideoType | null;
  videoDescription: string | null;
  serviceType: ProductServiceType;
  consultationFee: number | null;
  specialties: string[];
  fittingSessions: number | null;
  measurementGuide: string | null;
  priceRange: string | null;
  contactForPricing: boolean;
}

/** What an id in the file is. An own product comes with its current cells, which columns left out keep. */
export type ProductLookup =
  | { kind: 'own'; record: Record<CsvColumn, string>; serviceType: ProductServiceType }
  | { kind: 'other-brand' }
  | { kind: 'service' }
  | { kind: 'missing' };

export interface RowCheckContext {
  brand: { id: string; name: string; currency: Currency };
  collections: readonly { id: string; title: string }[];
  productById: (id: string) => ProductLookup;
  /** The images zip's files by name, each with its problem (null when it can be stored); null without a zip. */
  zipImages: ReadonlyMap<string, string | null> | null;
}

export interface RowPlan {
  row: number;
  /** The product the row updates; null creates one. */
  productId: string | null;
  values: CsvProductValues;
}

const PRODUCT_SERVICE_TYPES = ['product', 'service', 'consultation'] as const;
const VIDEO_TYPES = VIDEO_TYPE_OPTIONS.map((option) => option.value);
const CURRENCIES = (Object.keys(CURRENCY_SYMBOLS) as Currency[]).filter((code) => code !== 'NONE');
const MAX_INT = 2_147_483_647;

/** Field names of the product rules, as the CSV's columns. */
const COLUMN_OF_FIELD: Record<string, string> = {
  careInstructions: 'care_instructions',
  leadTime: 'lead_time',
  priceRange: 'price_range',
  measurementGuide: 'measurement_guide',
  videoDescription: 'video_description',
};

const hasScheme = (value: string) => /^[a-z][a-z0-9+.-]*:/i.test(value);

/** Checks one row's cells; every problem is reported, and a plan only when there are none. */
class RowReader {
  readonly problems: CsvProblem[] = [];

  constructor(
    private readonly row: number,
    private readonly cells: CsvRecord,
  ) {}

  problem(column: string | null, message: string) {
    this.problems.push({ row: this.row, column, message });
  }

  text(column: CsvColumn): string | null {
    return this.cells[column]?.trim() || null;
  }

  list(column: CsvColumn): string[] {
    return cleanList((this.cells[column] ?? '').split(LIST_SEPARATOR));
  }

  boolean(column: CsvColumn, fallback: boolean): boolean {
    const value = this.text(column);
    if (value == null) return fallback;
    if (/^true$/i.test(value)) return true;
    if (/^false$/i.test(value)) return false;
    this.problem(column, CSV_MESSAGES.wrongBoolean(column, value));
    return fallback;
  }

  /** A price; undefined when the cell is not a price (reported). */
  price(column: CsvColumn): number | null | undefined {
    const value = this.text(column);
    if (value == null) return null;
    const price = parsePrice(value);
    if (price == null) {
      this.problem(column, PRODUCT_MESSAGES.priceFormat);
      return undefined;
    }
    if (price > MAX_PRICE) {
      this.problem(column, CSV_MESSAGES.priceTooHigh(column));
      return undefined;
    }
    return price;
  }

  choice<T extends string>(column: CsvColumn, choices: readonly T[]): T | null {
    const value = this.text(column);
    if (value == null) return null;
    const hit = choices.find((choice) => choice.toLowerCase() === value.toLowerCase());
    if (!hit) this.problem(column, CSV_MESSAGES.wrongChoice(column, value, choices));
    return hit ?? null;
  }

  wholeNumber(column: CsvColumn): number | null {
    const value = this.text(column);
    if (value == null) return null;
    const number = /^\d+$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(number) || number > MAX_INT) {
      this.problem(column, CSV_MESSAGES.wrongWholeNumber(column, value));
      return null;
    }
    return number;
  }
}

function readCurrency(reader: RowReader, brandCurrency: Currency): Currency {
  const value = reader.text('currency');
  if (value == null) return brandCurrency === 'NONE' ? 'USD' : brandCurrency;
  const code = CURRENCIES.find((c) => c === value.toUpperCase());
  if (!code) {
    reader.problem('currency', CSV_MESSAGES.wrongCurrency(value));
    return brandCurrency === 'NONE' ? 'USD' : brandCurrency;
  }
  const mismatch = currencyProblem(code, brandCurrency);
  if (mismatch) reader.problem('currency', mismatch);
  return code;
}

function readCollection(reader: RowReader, ctx: RowCheckContext): string | null {
  const value = reader.text('collection');
  if (value == null) return null;
  const id = databaseId(value, 'Collection');
  const byId = id ? ctx.collections.find((c) => c.id === id) : undefined;
  if (byId) return byId.id;
  const named = ctx.collections.filter((c) => c.title.trim().toLowerCase() === value.toLowerCase());
  if (named.length === 1) return named[0]!.id;
  reader.problem(
    'collection',
    named.length > 1 ? CSV_MESSAGES.ambiguousCollection(value) : CSV_MESSAGES.unknownCollection(value, ctx.brand.name),
  );
  return null;
}

function readImages(reader: RowReader, zipImages: RowCheckContext['zipImages']): ImageRef[] {
  const refs: ImageRef[] = [];
  for (const value of reader.list('images')) {
    if (isSiteOrWebAddress(value)) refs.push({ kind: 'url', url: value });
    else if (hasScheme(value)) reader.problem('images', CSV_MESSAGES.notAnImageAddress(value));
    else if (!zipImages) reader.problem('images', CSV_MESSAGES.noImagesZip(value));
    else if (!zipImages.has(value)) reader.problem('images', CSV_MESSAGES.imageNotInZip(value));
    else {
      const problem = zipImages.get(value);
      if (problem) reader.problem('images', CSV_MESSAGES.zipImageProblem(value, problem));
      refs.push({ kind: 'zip', name: value });
    }
  }
  const rule = UPLOAD_RULES.productImage;
  if (rule.maxFiles !== undefined && refs.length > rule.maxFiles) reader.problem('images', tooManyFilesMessage(rule));
  return refs;
}

/** Which product a row's id names, or a problem; '' creates a product. */
function readTarget(
  reader: RowReader,
  id: string,
  ctx: RowCheckContext,
): { productId: string | null; existing: ProductLookup | null } {
  if (!id) return { productId: null, existing: null };
  const productId = databaseId(id, 'Product');
  const found = productId ? ctx.productById(productId) : ({ kind: 'missing' } as const);
  if (found.kind === 'own') return { productId, existing: found };
  reader.problem(
    'id',
    found.kind === 'other-brand'
      ? PRODUCT_MESSAGES.notYourProduct
      : found.kind === 'service'
        ? CSV_MESSAGES.serviceRow
        : CSV_MESSAGES.unknownProduct(id),
  );
  return { productId: null, existing: null };
}

/** One row: its cells (columns it leaves out keep the product's current values) checked with the product rules. */
export function checkCsvRow(input: CsvRow, ctx: RowCheckContext): { plan: RowPlan | null; problems: CsvProblem[] } {
  const idReader = new RowReader(input.row, input.record);
  const { productId, existing } = readTarget(idReader, idReader.text('id') ?? '', ctx);
  const cells: CsvRecord = existing?.kind === 'own' ? { ...existing.record, ...input.record } : input.record;
  const reader = new RowReader(input.row, cells);
  reader.problems.push(...idReader.problems);

  const title = reader.text('title');
  const description = reader.text('description');
  const price = reader.price('price');
  const salePrice = reader.price('sale_price');
  const consultationFee = reader.price('consultation_fee');
  const currency = readCurrency(reader, ctx.brand.currency);
  const listedCategories = reader.list('categories');
  const category = reader.text('category') ?? listedCategories[0] ?? null;
  const catalogueId = readCollection(reader, ctx);
  const inStock = reader.boolean('in_stock', true);
  const isCustom = reader.boolean('is_custom', false);
  const contactForPricing = reader.boolean('contact_for_pricing', false);
  const images = readImages(reader, ctx.zipImages);
  const videoUrl = reader.text('video_url');
  if (videoUrl && !isSiteOrWebAddress(videoUrl)) reader.problem('video_url', CSV_MESSAGES.notAnImageAddress(videoUrl));
  const videoType = reader.choice('video_type', VIDEO_TYPES);
  const keepsPortfolio = existing?.kind === 'own' && existing.serviceType === 'portfolio';
  const serviceTypeText = reader.text('service_type');
  const serviceType: ProductServiceType =
    keepsPortfolio && serviceTypeText?.toLowerCase() === 'portfolio'
      ? 'portfolio'
      : serviceTypeText?.toLowerCase() === 'portfolio'
        ? (reader.problem('service_type', CSV_MESSAGES.portfolioOnlyKept), 'product')
        : (reader.choice('service_type', PRODUCT_SERVICE_TYPES) ?? 'product');
  const fittingSessions = reader.wholeNumber('fitting_sessions');
  const lists = {
    sizes: reader.list('sizes'),
    colors: reader.list('colors'),
    materials: reader.list('materials'),
    specialties: reader.list('specialties'),
    categories: listedCategories,
  };
  const texts = {
    title,
    description,
    careInstructions: reader.text('care_instructions'),
    leadTime: reader.text('lead_time'),
    priceRange: reader.text('price_range'),
    measurementGuide: reader.text('measurement_guide'),
    videoDescription: reader.text('video_description'),
  };

  const required = productCreateErrors({
    title,
    description,
    brandId: ctx.brand.id,
    price: price ?? null,
    contactForPricing,
    categories: category ? [category] : [],
    // Entries already reported (not in the zip, ...) still count: the cell is not empty.
    imageCount: reader.list('images').length,
  });
  // A price that is not a price is already reported; the rule would only add that one is needed.
  if (price === undefined) delete required.price;
  // The rule names the list; a CSV row's main category is its 'category' column.
  for (const [field, message] of Object.entries(required))
    reader.problem(field === 'categories' ? 'category' : field, message);
  for (const [field, message] of Object.entries({ ...textLimitErrors(texts), ...chipListErrors(lists) }))
    reader.problem(COLUMN_OF_FIELD[field] ?? field, message);

  if (reader.problems.length) return { plan: null, problems: reader.problems };
  return {
    problems: [],
    plan: {
      row: input.row,
      productId,
      values: {
        title: title!,
        description: description!,
        price: productPriceSent(price, contactForPricing),
        salePrice: salePrice ?? null,
        currency,
        category: category!,
        categories: listedCategories,
        catalogueId,
        inStock,
        sizes: lists.sizes,
        colors: lists.colors,
        materials: lists.materials,
        careInstructions: texts.careInstructions,
        isCustom,
        leadTime: texts.leadTime,
        images,
        videoUrl,
        videoType,
        videoDescription: texts.videoDescription,
        serviceType,
        consultationFee: consultationFee ?? null,
        specialties: lists.specialties,
        fittingSessions,
        measurementGuide: texts.measurementGuide,
        priceRange: texts.priceRange,
        contactForPricing,
      },
    },
  };
}

/** Rows checked between two turns of the event loop (a few ms of work). */
const ROWS_PER_TURN = 200;

/**
 * Every row checked; an id used on two rows is a problem on the second. Other work gets a turn every
 * few hundred rows, and `onProgress` hears how many rows are done.
 */
export async function checkCsvRows(
  rows: readonly CsvRow[],
  ctx: RowCheckContext,
  onProgress: (checked: number) => unknown = () => {},
): Promise<{ plans: RowPlan[]; problems: CsvProblem[] }> {
  const plans: RowPlan[] = [];
  const problems: CsvProblem[] = [];
  const rowOfId = new Map<string, number>();
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) {
      await onProgress(index);
      await nextTurn();
    }
    const { plan, problems: found } = checkCsvRow(row, ctx);
    const id = databaseId(row.record.id ?? '', 'Product');
    const earlier = id ? rowOfId.get(id) : undefined;
    if (id && earlier !== undefined)
      found.push({ row: row.row, column: 'id', message: CSV_MESSAGES.repeatedId(earlier) });
    else if (id) rowOfId.set(id, row.row);
    if (plan && found.length === 0) plans.push(plan);
    problems.push(...found);
  }
  await onProgress(rows.length);
  return { plans, problems };
}
