import { describe, expect, it } from 'vitest';
import { tailoringFormFrom, tailoringInput, tailoringProblems } from './tailoringForm';

describe('tailoringFormFrom', () => {
  it('starts a new profile titled after the brand', () => {
    expect(tailoringFormFrom(null, 'Harusi Atelier')).toEqual({
      title: 'Harusi Atelier',
      specialties: [],
      description: '',
      priceRange: '',
      consultationFee: '',
      leadTime: '',
      image: '',
    });
  });

  it('fills in a stored profile', () => {
    expect(
      tailoringFormFrom(
        {
          title: 'Harusi Bridal',
          specialties: ['Bridal'],
          description: null,
          priceRange: 'KSh 40,000 - KSh 250,000',
          consultationFee: 2500,
          leadTime: '4-6 weeks',
          image: null,
        },
        'Harusi',
      ),
    ).toMatchObject({ title: 'Harusi Bridal', consultationFee: '2500', description: '', image: '' });
  });
});

describe('tailoringProblems', () => {
  it('needs a title and a fee of 0 or more', () => {
    const form = tailoringFormFrom(null, '');
    expect(tailoringProblems({ ...form, consultationFee: '-5' })).toEqual({
      title: 'Tailoring title is required',
      consultationFee: 'Consultation fee must be a number of 0 or more',
    });
    expect(tailoringProblems({ ...form, title: 'Bridal studio', consultationFee: '0' })).toEqual({});
  });
});

describe('tailoringInput', () => {
  it('sends trimmed text, a number or null for the fee, and null for empty fields', () => {
    const form = {
      ...tailoringFormFrom(null, 'Harusi'),
      specialties: ['Bridal'],
      consultationFee: ' 1500 ',
      leadTime: ' ',
    };
    expect(tailoringInput('QnJhbmQ6MQ==', form)).toEqual({
      brandId: 'QnJhbmQ6MQ==',
      title: 'Harusi',
      specialties: ['Bridal'],
      description: null,
      priceRange: null,
      consultationFee: 1500,
      leadTime: null,
      image: null,
    });
  });
});
