import { describe, expect, it } from 'vitest';
import { offersSpecialty, parseTailorSpecialty, specialtyList, SPECIALTY_SYNONYMS } from './rules.js';
import { tailoringErrors } from './rules.js';

describe('tailor specialty synonyms', () => {
  it('lists the spec synonyms exactly', () => {
    expect(SPECIALTY_SYNONYMS).toEqual({
      Bridal: ['Wedding Dresses', 'Bridal Wear', 'Evening Gowns', 'Bridal'],
      'Custom Design': ['Custom Design', 'Bespoke Garments', 'Made-to-Measure', 'Bespoke Tailoring'],
      'Made to Measure': ['Made-to-Measure', 'Custom Fit', 'Bespoke Tailoring', 'Custom Design'],
      Alterations: ['Alterations', 'Hemming', 'Resizing', 'Repairs'],
    });
  });

  it('accepts only the four names as a filter', () => {
    expect(parseTailorSpecialty('Bridal')).toBe('Bridal');
    expect(parseTailorSpecialty(' made to measure ')).toBe('Made to Measure');
    expect(parseTailorSpecialty('Made-to-Measure')).toBeNull();
    expect(parseTailorSpecialty('Streetwear')).toBeNull();
    expect(parseTailorSpecialty('')).toBeNull();
    expect(parseTailorSpecialty(null)).toBeNull();
  });

  it('matches when a specialty contains a synonym, ignoring case', () => {
    expect(offersSpecialty(['Luxury bridal wear and veils'], 'Bridal')).toBe(true);
    expect(offersSpecialty(['HEMMING & taking in'], 'Alterations')).toBe(true);
  });

  it('matches when a specialty is contained in a synonym', () => {
    expect(offersSpecialty(['Wedding'], 'Bridal')).toBe(true);
    expect(offersSpecialty(['bespoke'], 'Custom Design')).toBe(true);
    expect(offersSpecialty(['Fit'], 'Made to Measure')).toBe(true);
  });

  it('does not match unrelated specialties, and never matches an empty list', () => {
    expect(offersSpecialty(['Beadwork', 'Embroidery'], 'Bridal')).toBe(false);
    expect(offersSpecialty(['Evening Gowns'], 'Alterations')).toBe(false);
    expect(offersSpecialty([], 'Bridal')).toBe(false);
    expect(offersSpecialty(['  '], 'Bridal')).toBe(false);
    expect(offersSpecialty(null, 'Bridal')).toBe(false);
  });

  it('shares synonyms between Custom Design and Made to Measure', () => {
    expect(offersSpecialty(['Made-to-Measure'], 'Custom Design')).toBe(true);
    expect(offersSpecialty(['Custom Design'], 'Made to Measure')).toBe(true);
    expect(offersSpecialty(['Bespoke Garments'], 'Made to Measure')).toBe(false);
  });

  it('reads comma-separated specialties', () => {
    expect(specialtyList('Repairs, Hemming ,')).toEqual(['Repairs', 'Hemming']);
    expect(offersSpecialty('Beadwork, Resizing', 'Alterations')).toBe(true);
  });
});

describe('the tailoring card', () => {
  it('needs a title, the four specialty options and a numeric fee', () => {
    expect(
      tailoringErrors({ title: 'Bridal studio', specialties: ['Bridal', 'Evening Gowns'], consultationFee: 50 }),
    ).toEqual({});
    expect(tailoringErrors({ title: '', specialties: ['Streetwear'], consultationFee: -5 })).toEqual({
      title: 'Tailoring title is required',
      specialties: 'Choose specialties from Bridal, Custom Design, Alterations and Evening Gowns',
      consultationFee: 'Consultation fee must be a number of 0 or more',
    });
  });
});
