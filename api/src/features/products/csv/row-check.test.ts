import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '../messages.js';
import { currencyMismatchMessage } from '../rules.js';
import { productCsvRecord, type CsvRecord } from './columns.js';
import { CSV_MESSAGES } from './messages.js';
import { checkCsvRow, checkCsvRows, type ProductLookup, type RowCheckContext } from './row-check.js';

const OWN = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const SERVICE = '33333333-3333-4333-8333-333333333333';
const COLLECTION = '44444444-4444-4444-8444-444444444444';

const ownRecord = productCsvRecord({
  id: OWN,
  title: 'Ndébélé cape',
  description: 'Beaded cape',
  price: 200,
  salePrice: null,
  currency: 'NGN',
  category: 'Bridal',
  categories: [],
  collection: 'Heritage',
  inStock: true,
  sizes: [],
  colors: [],
  materials: [],
  careInstructions: null,
  isCustom: false,
  leadTime: null,
  image: 'https://img.example/cape.png',
  images: ['https://img.example/cape.png'],
  videoUrl: null,
  videoType: null,
  videoDescription: null,
  serviceType: 'portfolio',
  consultationFee: null,
  specialties: [],
  fittingSessions: null,
  measurementGuide: null,
  priceRange: null,
  contactForPricing: true,
});

const lookups: Record<string, ProductLookup> = {
  [OWN]: { kind: 'own', record: ownRecord, serviceType: 'portfolio' },
  [OTHER]: { kind: 'other-brand' },
  [SERVICE]: { kind: 'service' },
};

const ctx: RowCheckContext = {
  brand: { id: 'brand-1', name: 'Aṣọ-òkè House', currency: 'NGN' },
  collections: [
    { id: COLLECTION, title: 'Heritage' },
    { id: '55555555-5555-4555-8555-555555555555', title: 'Twins' },
    { id: '66666666-6666-4666-8666-666666666666', title: 'twins' },
  ],
  productById: (id) => lookups[id] ?? { kind: 'missing' },
  zipImages: new Map([
    ['front.png', null],
    ['huge.png', 'Product image must be 5 MB or smaller.'],
  ]),
};

const good: CsvRecord = {
  title: 'Aṣọ-òkè wrap',
  description: 'Hand-woven',
  price: '1500',
  category: 'Ready to Wear',
  images: 'front.png|https://img.example/back.png',
};

const check = (record: CsvRecord, context = ctx) => checkCsvRow({ row: 2, record }, context);
const messages = (record: CsvRecord, context = ctx) =>
  check(record, context).problems.map((p) => [p.column, p.message]);

describe('checking a CSV row', () => {
  it('plans a new product with the defaults for the columns left out', () => {
    const { plan, problems } = check(good);
    expect(problems).toEqual([]);
    expect(plan).toMatchObject({
      row: 2,
      productId: null,
      values: {
        title: 'Aṣọ-òkè wrap',
        price: 1500,
        currency: 'NGN',
        category: 'Ready to Wear',
        categories: [],
        inStock: true,
        isCustom: false,
        serviceType: 'product',
        images: [
          { kind: 'zip', name: 'front.png' },
          { kind: 'url', url: 'https://img.example/back.png' },
        ],
      },
    });
  });

  it("reports the product rules' messages, in the spec's wording", () => {
    expect(messages({ images: '' })).toEqual([
      ['title', PRODUCT_MESSAGES.titleRequired],
      ['description', PRODUCT_MESSAGES.descriptionRequired],
      ['price', PRODUCT_MESSAGES.priceRequired],
      ['category', PRODUCT_MESSAGES.categoriesRequired],
      ['images', PRODUCT_MESSAGES.imageRequired],
    ]);
    expect(messages({ ...good, price: '1,500' })).toEqual([['price', PRODUCT_MESSAGES.priceFormat]]);
    expect(messages({ ...good, currency: 'USD' })).toEqual([['currency', currencyMismatchMessage('NGN')]]);
    expect(
      messages({ ...good, title: 'x'.repeat(201), sizes: Array.from({ length: 31 }, (_, i) => i).join('|') }),
    ).toEqual([
      ['title', PRODUCT_MESSAGES.tooLong('Title', 200)],
      ['sizes', PRODUCT_MESSAGES.tooMany('Sizes', 30)],
    ]);
  });

  it('takes contact for pricing instead of a price, and sends 0', () => {
    const { plan } = check({ ...good, price: '', contact_for_pricing: 'TRUE' });
    expect(plan?.values).toMatchObject({ price: 0, contactForPricing: true });
  });

  it('reports wrong booleans, choices, numbers, currencies and collections', () => {
    expect(
      messages({
        ...good,
        in_stock: 'yes',
        video_type: 'teaser',
        fitting_sessions: '1.5',
        collection: 'Summer',
      }),
    ).toEqual([
      ['collection', CSV_MESSAGES.unknownCollection('Summer', 'Aṣọ-òkè House')],
      ['in_stock', CSV_MESSAGES.wrongBoolean('in_stock', 'yes')],
      [
        'video_type',
        CSV_MESSAGES.wrongChoice('video_type', 'teaser', [
          'product_demo',
          'styling_guide',
          'behind_scenes',
          'campaign',
        ]),
      ],
      ['fitting_sessions', CSV_MESSAGES.wrongWholeNumber('fitting_sessions', '1.5')],
    ]);
    expect(messages({ ...good, currency: 'ABC' })).toEqual([['currency', CSV_MESSAGES.wrongCurrency('ABC')]]);
    expect(messages({ ...good, collection: 'TWINS' })).toEqual([
      ['collection', CSV_MESSAGES.ambiguousCollection('TWINS')],
    ]);
    expect(check({ ...good, collection: ' heritage ' }).plan?.values.catalogueId).toBe(COLLECTION);
    expect(check({ ...good, collection: COLLECTION }).plan?.values.catalogueId).toBe(COLLECTION);
  });

  it('reports images missing from the zip, refused zip files, other schemes and more than four', () => {
    expect(messages({ ...good, images: 'back.png|huge.png|ftp://x/y.png' })).toEqual([
      ['images', CSV_MESSAGES.imageNotInZip('back.png')],
      ['images', CSV_MESSAGES.zipImageProblem('huge.png', 'Product image must be 5 MB or smaller.')],
      ['images', CSV_MESSAGES.notAnImageAddress('ftp://x/y.png')],
    ]);
    expect(messages({ ...good, images: 'front.png' }, { ...ctx, zipImages: null })).toEqual([
      ['images', CSV_MESSAGES.noImagesZip('front.png')],
    ]);
    expect(messages({ ...good, images: 'https://a/1|https://a/2|https://a/3|https://a/4|https://a/5' })).toEqual([
      ['images', 'You can upload up to 4 product images.'],
    ]);
  });

  it("refuses another brand's product, a service and an unknown id", () => {
    expect(messages({ ...good, id: OTHER })).toEqual([['id', PRODUCT_MESSAGES.notYourProduct]]);
    expect(messages({ ...good, id: SERVICE })).toEqual([['id', CSV_MESSAGES.serviceRow]]);
    const unknown = '77777777-7777-4777-8777-777777777777';
    expect(messages({ ...good, id: unknown })).toEqual([['id', CSV_MESSAGES.unknownProduct(unknown)]]);
  });

  it("updates the brand's product, keeping the columns the file leaves out, portfolio pieces included", () => {
    const { plan, problems } = check({ id: OWN, title: 'Ndébélé cape, beaded' });
    expect(problems).toEqual([]);
    expect(plan).toMatchObject({
      productId: OWN,
      values: {
        title: 'Ndébélé cape, beaded',
        description: 'Beaded cape',
        catalogueId: COLLECTION,
        serviceType: 'portfolio',
        contactForPricing: true,
        images: [{ kind: 'url', url: 'https://img.example/cape.png' }],
      },
    });
    expect(messages({ ...good, service_type: 'portfolio' })).toEqual([
      ['service_type', CSV_MESSAGES.portfolioOnlyKept],
    ]);
  });

  it('reports an id used twice on the later row', async () => {
    const { plans, problems } = await checkCsvRows(
      [
        { row: 2, record: { id: OWN } },
        { row: 3, record: { id: OWN } },
      ],
      ctx,
    );
    expect(plans).toHaveLength(1);
    expect(problems).toEqual([{ row: 3, column: 'id', message: CSV_MESSAGES.repeatedId(2) }]);
  });
});
