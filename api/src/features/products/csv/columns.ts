import { stringify } from 'csv-stringify/sync';
import { toCsvCell } from '../../../domain/csv-cells.js';

/** The columns of the product CSV, in the order the export writes them. */
export const CSV_COLUMNS = [
  'id',
  'title',
  'description',
  'price',
  'sale_price',
  'currency',
  'category',
  'categories',
  'collection',
  'in_stock',
  'sizes',
  'colors',
  'materials',
  'care_instructions',
  'is_custom',
  'lead_time',
  'images',
  'video_url',
  'video_type',
  'video_description',
  'service_type',
  'consultation_fee',
  'specialties',
  'fitting_sessions',
  'measurement_guide',
  'price_range',
  'contact_for_pricing',
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** One product as CSV cells, by column; a column left out of an imported file is absent. */
export type CsvRecord = Partial<Record<CsvColumn, string>>;

export const isCsvColumn = (name: string): name is CsvColumn => (CSV_COLUMNS as readonly string[]).includes(name);

/** Lists (sizes, images, ...) share one cell, joined with this. */
export const LIST_SEPARATOR = '|';

/** UTF-8's byte order mark: spreadsheet apps read the file as UTF-8 only when it starts with it. */
export const BOM = '\uFEFF';

type Money = { toString(): string } | number | null | undefined;

/** What the export reads of a product. */
export interface CsvProductSource {
  id: string;
  title: string;
  description: string | null;
  price: Money;
  salePrice: Money;
  currency: string;
  category: string | null;
  categories: readonly string[];
  /** The collection's title. */
  collection: string | null;
  inStock: boolean;
  sizes: readonly string[];
  colors: readonly string[];
  materials: readonly string[];
  careInstructions: string | null;
  isCustom: boolean;
  leadTime: string | null;
  image: string | null;
  images: readonly string[];
  videoUrl: string | null;
  videoType: string | null;
  videoDescription: string | null;
  serviceType: string;
  consultationFee: Money;
  specialties: readonly string[];
  fittingSessions: number | null;
  measurementGuide: string | null;
  priceRange: string | null;
  contactForPricing: boolean;
}

const money = (value: Money) => (value == null ? '' : Number(value.toString()).toFixed(2));
const list = (values: readonly string[]) => values.join(LIST_SEPARATOR);
const bool = (value: boolean) => (value ? 'true' : 'false');

/** The main image first, then the others in their order. */
export function orderedImages(image: string | null, images: readonly string[]): string[] {
  return image ? [image, ...images.filter((url) => url !== image)] : [...images];
}

/** A product as the CSV's cells. */
export function productCsvRecord(p: CsvProductSource): Record<CsvColumn, string> {
  return {
    id: p.id,
    title: p.title,
    description: p.description ?? '',
    price: money(p.price),
    sale_price: money(p.salePrice),
    currency: p.currency,
    category: p.category ?? '',
    categories: list(p.categories),
    collection: p.collection ?? '',
    in_stock: bool(p.inStock),
    sizes: list(p.sizes),
    colors: list(p.colors),
    materials: list(p.materials),
    care_instructions: p.careInstructions ?? '',
    is_custom: bool(p.isCustom),
    lead_time: p.leadTime ?? '',
    images: list(orderedImages(p.image, p.images)),
    video_url: p.videoUrl ?? '',
    video_type: p.videoType ?? '',
    video_description: p.videoDescription ?? '',
    service_type: p.serviceType,
    consultation_fee: money(p.consultationFee),
    specialties: list(p.specialties),
    fitting_sessions: p.fittingSessions == null ? '' : String(p.fittingSessions),
    measurement_guide: p.measurementGuide ?? '',
    price_range: p.priceRange ?? '',
    contact_for_pricing: bool(p.contactForPricing),
  };
}

/** The whole file: BOM, header row, one row per product, CRLF line ends (RFC 4180, as spreadsheets write). */
export function productsCsvText(products: readonly CsvProductSource[]): string {
  const rows = products.map((p) => {
    const record = productCsvRecord(p);
    return CSV_COLUMNS.map((column) => toCsvCell(record[column]));
  });
  return BOM + stringify([[...CSV_COLUMNS], ...rows], { record_delimiter: 'windows' });
}

/** 'Aṣọ-òkè Studio' -> 'aso-oke-studio': a file-name-safe form of a brand name. */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'brand';
}

/** 'aso-oke-studio-products-2026-11-23.csv' */
export const exportFileName = (brandName: string, today: Date) =>
  `${fileSlug(brandName)}-products-${today.toISOString().slice(0, 10)}.csv`;
