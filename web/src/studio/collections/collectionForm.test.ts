import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { describe, expect, it } from 'vitest';
import { emptyImageChoice } from '../kit/imageChoice';
import { managesBrandOf } from './collectionAccess';
import {
  EMPTY_COLLECTION_FORM,
  collectionFormFrom,
  collectionInput,
  collectionProblems,
  formFieldOf,
  galleryImageProblems,
} from './collectionForm';

const file = new File(['x'], 'look.png', { type: 'image/png' });
const withFile = { ...emptyImageChoice('file'), file };
const withUrl = (url: string) => ({ ...emptyImageChoice('url'), url });
const filled = { title: ' Harmattan Edit ', brandId: 'QnJhbmQ6MQ==', description: '  ' };

describe('collectionProblems', () => {
  it('asks for the title, the brand and the image, in the spec order, with its words', () => {
    expect(Object.entries(collectionProblems(EMPTY_COLLECTION_FORM, emptyImageChoice(), 'create'))).toEqual([
      ['title', 'Please enter a collection title'],
      ['brandId', 'Please select a brand'],
      ['image', 'Please upload an image'],
    ]);
  });

  it('asks for an address when the image is to come from one', () => {
    expect(collectionProblems(filled, withUrl(''), 'create')).toEqual({ image: COLLECTION_MESSAGES.imageUrlRequired });
    expect(collectionProblems(filled, withUrl('look.png'), 'create')).toEqual({
      image: COLLECTION_MESSAGES.imageUrlInvalid,
    });
    expect(collectionProblems(filled, withUrl('https://cdn.test/look.png'), 'create')).toEqual({});
  });

  it('takes a file, and has no description required', () => {
    expect(collectionProblems(filled, withFile, 'create')).toEqual({});
  });

  it('keeps the image on edit unless another is chosen', () => {
    expect(collectionProblems(filled, emptyImageChoice(), 'edit')).toEqual({});
    expect(collectionProblems(filled, withUrl(''), 'edit')).toEqual({});
    expect(collectionProblems({ ...filled, title: '' }, emptyImageChoice(), 'edit')).toEqual({
      title: COLLECTION_MESSAGES.titleRequired,
    });
  });
});

describe('collectionInput', () => {
  it('trims the texts and sends the image as an address or a file', () => {
    expect(collectionInput(filled, withUrl(' https://cdn.test/a.png '))).toEqual({
      fields: { brandId: 'QnJhbmQ6MQ==', title: 'Harmattan Edit', description: null, image: 'https://cdn.test/a.png' },
      file: null,
    });
    expect(collectionInput(filled, withFile)).toEqual({
      fields: { brandId: 'QnJhbmQ6MQ==', title: 'Harmattan Edit', description: null },
      file,
    });
    expect(collectionInput(filled, emptyImageChoice()).fields).not.toHaveProperty('image');
  });

  it('reads a collection back into the form', () => {
    expect(collectionFormFrom({ title: 'T', description: null, brand: { id: 'b' } })).toEqual({
      title: 'T',
      brandId: 'b',
      description: '',
    });
  });

  it("puts an uploaded file's problem on the image field", () => {
    expect(formFieldOf('imageFile')).toBe('image');
    expect(formFieldOf('brandId')).toBe('brandId');
  });
});

describe('galleryImageProblems', () => {
  it("asks for an address ('Please enter an image URL') or a file", () => {
    expect(galleryImageProblems(withUrl(' '), '')).toEqual({ imageUrl: 'Please enter an image URL' });
    expect(galleryImageProblems(emptyImageChoice('file'), '')).toEqual({ imageUrl: 'Please upload an image' });
    expect(galleryImageProblems(withUrl('https://cdn.test/a.png'), '')).toEqual({});
  });

  it('keeps alt text optional but short', () => {
    expect(galleryImageProblems(withFile, 'x'.repeat(301))).toEqual({
      altText: 'Alt text must be at most 300 characters',
    });
  });
});

describe('managesBrandOf', () => {
  const perms = ['studio.access', 'studio.catalogues.manage'];
  it('lets admins manage every brand and a brand admin only theirs', () => {
    expect(managesBrandOf({ role: 'admin', permissions: perms, ownedBrands: [] }, 'b1')).toBe(true);
    expect(managesBrandOf({ role: 'super_admin', permissions: perms, ownedBrands: [] }, 'b1')).toBe(true);
    expect(managesBrandOf({ role: 'brand_admin', permissions: perms, ownedBrands: [{ id: 'b1' }] }, 'b1')).toBe(true);
    expect(managesBrandOf({ role: 'brand_admin', permissions: perms, ownedBrands: [{ id: 'b1' }] }, 'b2')).toBe(false);
    expect(managesBrandOf({ role: 'user', permissions: ['studio.access'], ownedBrands: [] }, 'b1')).toBe(false);
  });
});
