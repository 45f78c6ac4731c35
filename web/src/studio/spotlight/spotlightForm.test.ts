import { describe, expect, it } from 'vitest';
import {
  canAddProduct,
  formProblemsOf,
  initialBrandId,
  newSpotlightForm,
  spotlightFormFrom,
  spotlightInput,
  spotlightProblems,
  withBrand,
  withNewProductRow,
  withPickedProduct,
  type SpotlightBrand,
  type SpotlightValues,
} from './spotlightForm';
import { emptyImageChoice } from '../kit/imageChoice';

const brands: SpotlightBrand[] = [
  { id: 'QnJhbmQ6YQ==', databaseId: 'aaaa', name: 'Asantewaa Couture' },
  { id: 'QnJhbmQ6Yg==', databaseId: 'bbbb', name: 'Lagos Indigo' },
];
const kente = { id: 'UHJvZHVjdDox', title: 'Kente Jacket', category: 'Ready to Wear', image: '/k.png' };
const noMedia = {
  mainImage: emptyImageChoice('file'),
  thumbnail: emptyImageChoice('file'),
  video: emptyImageChoice('url'),
  hasCurrentMainImage: false,
};

const existing: SpotlightValues = {
  title: 'Designer Spotlight',
  subtitle: null,
  brandName: 'Lagos Indigo',
  brandDescription: 'Indigo.',
  brandQuote: 'Quote',
  brandQuoteAuthor: 'Ada',
  brandLink: '/brand/bbbb',
  videoType: 'interview',
  videoDescription: null,
  isActive: false,
  featuredProducts: [],
};

describe('the spotlight form', () => {
  it('starts active and empty, with adding products disabled until a brand is chosen', () => {
    const form = newSpotlightForm();
    expect(form.isActive).toBe(true);
    expect(canAddProduct(form)).toBe(false);
    expect(withNewProductRow(form).featuredProducts).toEqual([]);
    const withBrandChosen = withBrand(form, brands[0]!.id, brands);
    expect(canAddProduct(withBrandChosen)).toBe(true);
    expect(withNewProductRow(withBrandChosen).featuredProducts).toHaveLength(1);
  });

  it('fills a picked product’s name, collection (its category) and image', () => {
    const form = withNewProductRow(withBrand(newSpotlightForm(), brands[0]!.id, brands));
    const key = form.featuredProducts[0]!.key;
    const picked = withPickedProduct(form, key, kente);
    expect(picked.featuredProducts[0]).toMatchObject({
      productId: kente.id,
      name: 'Kente Jacket',
      collection: 'Ready to Wear',
      image: '/k.png',
    });
    expect(withPickedProduct(picked, key, null).featuredProducts[0]).toMatchObject({ productId: '', name: '' });
  });

  it('empties the products when the brand changes; name and link follow the brand unless typed', () => {
    let form = withBrand(newSpotlightForm(), brands[0]!.id, brands);
    expect(form).toMatchObject({ brandName: 'Asantewaa Couture', brandLink: '/brand/aaaa' });
    form = withNewProductRow(withNewProductRow(form));
    expect(form.featuredProducts.length).toBe(2);
    const switched = withBrand(form, brands[1]!.id, brands);
    expect(switched.featuredProducts).toEqual([]);
    expect(switched).toMatchObject({ brandName: 'Lagos Indigo', brandLink: '/brand/bbbb' });
    const typed = withBrand(
      { ...form, brandName: 'House of A', brandLink: 'https://a.example' },
      brands[1]!.id,
      brands,
    );
    expect(typed).toMatchObject({ brandName: 'House of A', brandLink: 'https://a.example' });
    expect(withBrand(form, form.brandId, brands)).toBe(form);
  });

  it('finds the brand of an existing spotlight from its products, its link or its name', () => {
    expect(initialBrandId(existing, brands)).toBe(brands[1]!.id);
    expect(initialBrandId({ ...existing, brandLink: 'https://x.example' }, brands)).toBe(brands[1]!.id);
    expect(initialBrandId({ ...existing, brandLink: null, brandName: 'Nobody' }, brands)).toBe('');
    const withProducts: SpotlightValues = {
      ...existing,
      featuredProducts: [
        { name: 'A', collection: null, image: null, product: { id: 'p', brand: { id: brands[0]!.id } } },
      ],
    };
    expect(initialBrandId(withProducts, brands)).toBe(brands[0]!.id);
    const form = spotlightFormFrom(withProducts, brands);
    expect(form).toMatchObject({ isActive: false, videoType: 'interview', subtitle: '', brandId: brands[0]!.id });
    expect(form.featuredProducts[0]).toMatchObject({ productId: 'p', name: 'A', collection: '' });
  });

  it('names the required fields in the spec’s order, and the rows by their key', () => {
    const problems = spotlightProblems(newSpotlightForm(), noMedia, 'create');
    expect(Object.entries(problems)).toEqual([
      ['title', 'Title is required'],
      ['subtitle', 'Subtitle is required'],
      ['brandName', 'Brand name is required'],
      ['brandDescription', 'Brand description is required'],
      ['brandQuote', 'Brand quote is required'],
      ['brandQuoteAuthor', 'Quote author is required'],
      ['mainImage', 'Main image is required'],
      ['brandLink', 'Brand link is required'],
    ]);
    const edit = spotlightFormFrom({ ...existing, subtitle: 'S' }, brands);
    expect(spotlightProblems(edit, { ...noMedia, hasCurrentMainImage: true }, 'edit')).toEqual({});
    const withRow = withNewProductRow(edit);
    const key = withRow.featuredProducts[0]!.key;
    expect(spotlightProblems(withRow, { ...noMedia, hasCurrentMainImage: true }, 'edit')).toEqual({
      [`featuredProducts.${key}.productId`]: "Please choose one of the brand's products",
      [`featuredProducts.${key}.name`]: 'Product name is required',
    });
    expect(formProblemsOf({ 'featuredProducts.0.name': 'x', mainImageFile: 'y', videoFile: 'z' }, withRow)).toEqual({
      [`featuredProducts.${key}.name`]: 'x',
      mainImage: 'y',
      videoUrl: 'z',
    });
  });

  it('sends trimmed texts, the brand and the products in order', () => {
    let form = withBrand({ ...newSpotlightForm(), title: '  Spot ' }, brands[0]!.id, brands);
    form = withNewProductRow(form);
    form = withPickedProduct(form, form.featuredProducts[0]!.key, kente);
    expect(spotlightInput(form)).toMatchObject({
      title: 'Spot',
      isActive: true,
      brandId: brands[0]!.id,
      videoType: null,
      featuredProducts: [{ productId: kente.id, name: 'Kente Jacket', collection: 'Ready to Wear', image: '/k.png' }],
    });
  });
});
