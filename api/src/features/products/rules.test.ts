import { describe, expect, it } from 'vitest';
import { PORTFOLIO_MESSAGES, PRODUCT_MESSAGES, SERVICE_MESSAGES } from './messages.js';
import {
  DELIVERY_METHOD_LABELS,
  SERVICE_KIND_OPTIONS,
  contactForPricingForKind,
  portfolioErrors,
  priceSent,
  productServiceTypeForKind,
  serviceErrors,
  serviceMainImage,
  withoutImageAt,
} from './rules-services.js';
import { PORTFOLIO_SPECIALTY_OPTIONS, SPECIALTY_OPTIONS } from './rules-options.js';
import {
  addChip,
  chipListErrors,
  cleanList,
  currencyMismatchMessage,
  currencyProblem,
  isTailoringBrand,
  parsePrice,
  priceInputFilter,
  productCreateErrors,
  productCreateFailureMessage,
  productEditErrors,
  productPriceSent,
  productUpdateFailureMessage,
  showSalePriceHint,
  textLimitErrors,
  withBrand,
  withServiceType,
} from './rules.js';

describe('product create checks', () => {
  const complete = {
    title: 'Aṣọ-òkè wrap',
    description: 'Hand-woven',
    brandId: 'b1',
    price: 120,
    categories: ['Bridal'],
    imageCount: 1,
  };

  it('passes a complete draft', () => {
    expect(productCreateErrors(complete)).toEqual({});
  });

  it('names every missing field with the spec message, in order', () => {
    const errors = productCreateErrors({ imageCount: 0 });
    expect(Object.entries(errors)).toEqual([
      ['title', 'Please enter a product title'],
      ['description', 'Please enter a product description'],
      ['brandId', 'Please select a brand'],
      ['price', "Please enter a price or enable 'Contact for Pricing'"],
      ['categories', 'Please select at least one category'],
      ['images', 'Please upload at least one product image'],
    ]);
  });

  it('needs no price with contact for pricing, and sends 0 then', () => {
    expect(productCreateErrors({ ...complete, price: null, contactForPricing: true })).toEqual({});
    expect(productPriceSent(250, true)).toBe(0);
    expect(productPriceSent(250, false)).toBe(250);
  });

  it('treats blank-only text and blank categories as missing', () => {
    const errors = productCreateErrors({ ...complete, title: '   ', categories: [' '] });
    expect(errors.title).toBe(PRODUCT_MESSAGES.titleRequired);
    expect(errors.categories).toBe(PRODUCT_MESSAGES.categoriesRequired);
  });
});

describe('product edit checks', () => {
  it('asks for the required fields and then the category', () => {
    expect(productEditErrors({ title: '', description: '', price: null, brandId: '', category: '' })).toEqual({
      title: 'Please fill in all required fields',
      description: 'Please fill in all required fields',
      price: 'Please fill in all required fields',
      brandId: 'Please fill in all required fields',
      category: 'Please select a category',
    });
  });

  it('checks only the fields sent', () => {
    expect(productEditErrors({ title: 'New title' })).toEqual({});
  });

  it('shows the sale price hint only at or above the price', () => {
    expect(showSalePriceHint(100, 120)).toBe(true);
    expect(showSalePriceHint(100, 100)).toBe(true);
    expect(showSalePriceHint(100, 80)).toBe(false);
    expect(showSalePriceHint(null, 80)).toBe(false);
  });
});

describe('prices', () => {
  it('keeps only digits and the first decimal point', () => {
    expect(priceInputFilter('₦1,500.50')).toBe('1500.50');
    expect(priceInputFilter('1.2.3')).toBe('1.23');
    expect(priceInputFilter('abc')).toBe('');
  });

  it('parses prices to two decimals and refuses anything else', () => {
    expect(parsePrice('1500.505')).toBe(1500.51);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('.')).toBeNull();
    expect(parsePrice('-4')).toBeNull();
    expect(parsePrice('1e5')).toBeNull();
  });
});

describe('currency', () => {
  it('words the mismatch as the spec does', () => {
    expect(currencyMismatchMessage('NGN')).toBe(
      'Currency mismatch! This brand uses ₦NGN. Please change the product currency to NGN or contact support if you need to use a different currency.',
    );
  });

  it('lets a brand without a currency take any', () => {
    expect(currencyProblem('USD', 'NONE')).toBeNull();
    expect(currencyProblem('KES', 'KES')).toBeNull();
    expect(currencyProblem('USD', 'GHS')).toBe(currencyMismatchMessage('GHS'));
  });
});

describe('form transitions', () => {
  it('turns on contact for pricing and clears the price for a consultation', () => {
    const draft = { serviceType: 'product' as const, contactForPricing: false, price: '90' };
    expect(withServiceType(draft, 'consultation')).toEqual({
      serviceType: 'consultation',
      contactForPricing: true,
      price: '',
    });
    expect(withServiceType(draft, 'service')).toEqual({ ...draft, serviceType: 'service' });
  });

  it("clears the collection and takes the brand's currency when the brand changes", () => {
    const draft = { brandId: 'a', collectionId: 'c1', currency: 'USD' as const };
    expect(withBrand(draft, 'b', 'NGN')).toEqual({ brandId: 'b', collectionId: '', currency: 'NGN' });
    expect(withBrand(draft, 'b', 'NONE')).toEqual({ brandId: 'b', collectionId: '', currency: 'USD' });
    expect(withBrand(draft, 'a', 'NGN')).toBe(draft);
  });
});

describe('chips', () => {
  it('adds trimmed values and ignores blanks and repeats', () => {
    expect(addChip(['S'], '  M ')).toEqual(['S', 'M']);
    expect(addChip(['S'], '   ')).toEqual(['S']);
    expect(addChip(['Red'], 'red')).toEqual(['Red']);
    expect(cleanList([' Silk', '', 'silk', 'Lace '])).toEqual(['Silk', 'Lace']);
  });

  it('limits how many entries and how long each is', () => {
    expect(chipListErrors({ sizes: Array.from({ length: 31 }, (_, i) => `S${i}`) }).sizes).toBe(
      'Sizes: at most 30 entries',
    );
    expect(chipListErrors({ colors: ['x'.repeat(61)] }).colors).toBe(
      'Each entry of colors must be at most 60 characters',
    );
    expect(chipListErrors({ sizes: ['S', 'M'], colors: null })).toEqual({});
  });
});

describe('text limits', () => {
  it('counts characters, not bytes', () => {
    expect(textLimitErrors({ title: 'ọ'.repeat(200) })).toEqual({});
    expect(textLimitErrors({ title: 'ọ'.repeat(201) }).title).toBe('Title must be at most 200 characters');
  });
});

describe('save failures', () => {
  it('maps edit failures as section 8 does', () => {
    expect(productUpdateFailureMessage('Could not find the column in the schema cache')).toBe(
      PRODUCT_MESSAGES.schemaIssue,
    );
    expect(productUpdateFailureMessage('violates foreign key constraint')).toBe(
      PRODUCT_MESSAGES.invalidBrandOrCollection,
    );
    expect(productUpdateFailureMessage("You don't have permission to edit this product")).toBe(
      PRODUCT_MESSAGES.noUpdatePermission,
    );
    expect(productUpdateFailureMessage('socket hang up')).toBe(PRODUCT_MESSAGES.updateFailed);
  });

  it('maps create failures as section 8 does', () => {
    expect(productCreateFailureMessage('unknown column video_type')).toBe(PRODUCT_MESSAGES.schemaError);
    expect(productCreateFailureMessage(currencyMismatchMessage('KES'))).toBe(
      `Currency error: ${currencyMismatchMessage('KES')}`,
    );
    expect(productCreateFailureMessage('Network down')).toBe('Failed to create product: Network down');
    expect(productCreateFailureMessage('')).toBe('Failed to create product. Please try again.');
  });
});

describe('tailoring brands', () => {
  it('are brands with a tailoring category, as main or extra category', () => {
    expect(isTailoringBrand({ category: 'Bridal' })).toBe(true);
    expect(isTailoringBrand({ category: 'Ready to Wear', categories: ['Event Wear'] })).toBe(true);
    expect(isTailoringBrand({ category: 'Ready to Wear', categories: ['Accessories'] })).toBe(false);
  });
});

describe('services', () => {
  it('sends 0 with contact for pricing, else the first filled fee', () => {
    expect(priceSent({ contactForPricing: true, consultationFee: 50 })).toBe(0);
    expect(priceSent({ hourlyRate: 20, fixedPrice: 300 })).toBe(20);
    expect(priceSent({ consultationFee: 0, hourlyRate: 20 })).toBe(0);
    expect(priceSent({ fixedPrice: 300 })).toBe(300);
    expect(priceSent({})).toBe(0);
  });

  it('maps the four form types onto the three stored service types', () => {
    expect(productServiceTypeForKind('consultation')).toBe('consultation');
    expect(productServiceTypeForKind('alterations')).toBe('service');
    expect(productServiceTypeForKind('custom_design')).toBe('service');
    expect(productServiceTypeForKind('fitting')).toBe('service');
  });

  it('prefills per type, with contact for pricing only for custom design', () => {
    expect(SERVICE_KIND_OPTIONS.map((o) => [o.kind, o.label, o.category])).toEqual([
      ['consultation', 'Design Consultation', 'Custom Design'],
      ['alterations', 'Alterations & Repairs', 'Alterations'],
      ['custom_design', 'Custom Design Service', 'Custom Design'],
      ['fitting', 'Fitting Sessions', 'Alterations'],
    ]);
    expect(SERVICE_KIND_OPTIONS.filter((o) => contactForPricingForKind(o.kind)).map((o) => o.kind)).toEqual([
      'custom_design',
    ]);
  });

  it('labels the delivery methods as section 3 lists them', () => {
    expect(DELIVERY_METHOD_LABELS).toEqual({
      pickup: 'Pickup from Studio',
      delivery: 'Home Delivery',
      both: 'Pickup or Delivery',
      consultation: 'Consultation Only',
    });
  });

  it('asks for required fields, a tailor brand and pricing', () => {
    expect(serviceErrors({})).toEqual({
      title: SERVICE_MESSAGES.requiredFields,
      description: SERVICE_MESSAGES.requiredFields,
      brandId: SERVICE_MESSAGES.requiredFields,
      kind: SERVICE_MESSAGES.requiredFields,
      pricing: "Please set pricing or enable 'Contact for Pricing'",
    });
    const draft = { title: 'Fitting', description: 'Fit', brandId: 'b9', kind: 'fitting' as const, hourlyRate: 20 };
    expect(serviceErrors(draft, { tailorBrandIds: new Set(['b1']) })).toEqual({
      brandId: 'Services can only be created for tailor brands',
    });
    expect(serviceErrors({ ...draft, hourlyRate: null, contactForPricing: true })).toEqual({});
  });

  it('promotes the next image when the first is removed', () => {
    expect(withoutImageAt(['main', 'second'], 0)).toEqual(['second']);
  });
});

describe('portfolio', () => {
  it('asks for required fields, an image and a numeric fee', () => {
    expect(portfolioErrors({ imageCount: 0, consultationFee: 'fifty' })).toEqual({
      title: PORTFOLIO_MESSAGES.requiredFields,
      description: PORTFOLIO_MESSAGES.requiredFields,
      brandId: PORTFOLIO_MESSAGES.requiredFields,
      images: 'Please upload at least one portfolio image',
      consultationFee: PORTFOLIO_MESSAGES.consultationFeeNumber,
    });
    expect(portfolioErrors({ title: 'Gown', description: 'Silk', brandId: 'b', imageCount: 1 })).toEqual({});
  });

  it('offers the 15 specialties, and four more on the portfolio form', () => {
    expect(SPECIALTY_OPTIONS).toHaveLength(15);
    expect(PORTFOLIO_SPECIALTY_OPTIONS.slice(15)).toEqual([
      'Lace Work',
      'Sequins & Rhinestones',
      'Hand Stitching',
      'Custom Fitting',
    ]);
  });
});

describe('service images', () => {
  it('uses the placeholder service image when a service has none', () => {
    expect(serviceMainImage([])).toBe('/images/service-placeholder.svg');
    expect(serviceMainImage(['/media/a.png', '/media/b.png'])).toBe('/media/a.png');
  });
});
