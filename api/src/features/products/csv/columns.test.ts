import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import {
  BOM,
  CSV_COLUMNS,
  exportFileName,
  fileSlug,
  productCsvRecord,
  productsCsvText,
  type CsvProductSource,
} from './columns.js';

const product: CsvProductSource = {
  id: '5b0f1d9e-8a43-4d1c-9a55-0c7f2b1e4d10',
  title: 'Aṣọ-òkè wrap',
  description: 'Hand-woven, "festive"\nwith fringe, and more',
  price: 1500,
  salePrice: null,
  currency: 'NGN',
  category: 'Ready to Wear',
  categories: ['Ready to Wear', 'Bridal'],
  collection: 'Ndébélé',
  inStock: true,
  sizes: ['S', 'M'],
  colors: [],
  materials: ['Cotton'],
  careInstructions: null,
  isCustom: false,
  leadTime: null,
  image: 'https://img.example/b.png',
  images: ['https://img.example/a.png', 'https://img.example/b.png'],
  videoUrl: null,
  videoType: null,
  videoDescription: null,
  serviceType: 'product',
  consultationFee: { toString: () => '25.5' },
  specialties: [],
  fittingSessions: 2,
  measurementGuide: null,
  priceRange: null,
  contactForPricing: false,
};

describe('product CSV export', () => {
  it('writes prices with two decimals, lists joined with |, booleans as true/false, the main image first', () => {
    const record = productCsvRecord(product);
    expect(record.price).toBe('1500.00');
    expect(record.sale_price).toBe('');
    expect(record.consultation_fee).toBe('25.50');
    expect(record.categories).toBe('Ready to Wear|Bridal');
    expect(record.in_stock).toBe('true');
    expect(record.is_custom).toBe('false');
    expect(record.images).toBe('https://img.example/b.png|https://img.example/a.png');
    expect(record.fitting_sessions).toBe('2');
  });

  it('starts with a BOM and the header, and reads back to the same cells (quotes, commas, new lines, accents)', () => {
    const text = productsCsvText([product]);
    expect(text.startsWith(BOM + CSV_COLUMNS.join(',') + '\r\n')).toBe(true);
    const [header, row] = parse(text, { bom: true }) as string[][];
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(row).toEqual(CSV_COLUMNS.map((c) => productCsvRecord(product)[c]));
    expect(row![1]).toBe('Aṣọ-òkè wrap');
  });

  it('names the file after the brand and the day', () => {
    expect(fileSlug('Aṣọ-òkè & Ndébélé Studio')).toBe('aso-oke-ndebele-studio');
    expect(fileSlug('***')).toBe('brand');
    expect(exportFileName('Aṣọ-òkè', new Date('2026-11-23T10:00:00Z'))).toBe('aso-oke-products-2026-11-23.csv');
  });
});
