import { describe, expect, it } from 'vitest';
import { applicationErrors, applicationReference, EMPTY_APPLICATION } from './applicationRules';

describe('designer application rules', () => {
  it('requires the six fields', () => {
    expect(Object.keys(applicationErrors(EMPTY_APPLICATION))).toEqual([
      'brandName',
      'designerName',
      'email',
      'location',
      'category',
      'description',
    ]);
    expect(
      applicationErrors({
        ...EMPTY_APPLICATION,
        brandName: 'B',
        designerName: 'D',
        email: 'd@b.co',
        location: 'Accra',
        category: 'Other',
        description: 'x',
        yearFounded: '19',
      }),
    ).toEqual({ yearFounded: 'Please enter a valid year' });
  });

  it('accepts founding years from 1900 to this year only', () => {
    const complete = {
      ...EMPTY_APPLICATION,
      brandName: 'B',
      designerName: 'D',
      email: 'd@b.co',
      location: 'Accra',
      category: 'Other',
      description: 'x',
    };
    const now = new Date(2026, 10, 22);
    expect(applicationErrors({ ...complete, yearFounded: '1900' }, now)).toEqual({});
    expect(applicationErrors({ ...complete, yearFounded: '2026' }, now)).toEqual({});
    expect(applicationErrors({ ...complete, yearFounded: '1899' }, now)).toEqual({
      yearFounded: 'Please enter a valid year',
    });
    expect(applicationErrors({ ...complete, yearFounded: '2027' }, now)).toEqual({
      yearFounded: 'Please enter a valid year',
    });
  });

  it('checks the public contact address only when one is given', () => {
    const complete = {
      ...EMPTY_APPLICATION,
      brandName: 'B',
      designerName: 'D',
      email: 'd@b.co',
      location: 'Accra',
      category: 'Other',
      description: 'x',
    };
    expect(applicationErrors({ ...complete, contactEmail: '' })).toEqual({});
    expect(applicationErrors({ ...complete, contactEmail: 'hello@b.co' })).toEqual({});
    expect(applicationErrors({ ...complete, contactEmail: 'hello@b' })).toEqual({
      contactEmail: 'Please enter a valid email address',
    });
  });

  it('shows the first 8 characters of the id', () => {
    expect(applicationReference('3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b')).toBe('3f2a9c1e');
  });
});
