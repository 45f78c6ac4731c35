import { describe, expect, it } from 'vitest';
import { compareVersions, hasVisibleText, isCalendarDate, legalDocumentErrors, nextVersion } from './rules.js';

describe('legal document form', () => {
  it('asks for every required field with the spec’s one message', () => {
    expect(legalDocumentErrors({ title: ' ', content: '<p></p>', effectiveDate: '' }, 'create')).toEqual({
      documentType: 'Please fill in all required fields',
      title: 'Please fill in all required fields',
      content: 'Please fill in all required fields',
      effectiveDate: 'Please fill in all required fields',
    });
  });

  it('checks only the fields sent on edit, and the type only on create', () => {
    expect(legalDocumentErrors({ title: 'Terms' }, 'edit')).toEqual({});
    expect(legalDocumentErrors({ content: '<p>&nbsp;</p>' }, 'edit')).toEqual({
      content: 'Please fill in all required fields',
    });
  });

  it('wants a real calendar date, a known type, a dotted version and bounded lengths', () => {
    expect(
      legalDocumentErrors(
        {
          documentType: 'cookies',
          title: 'x'.repeat(201),
          content: '<p>Text</p>',
          effectiveDate: '2025-02-30',
          version: 'v3',
        },
        'create',
      ),
    ).toEqual({
      documentType: 'Document type must be terms_of_service or privacy_policy',
      title: 'Title must be at most 200 characters',
      effectiveDate: 'Effective date must be a date, such as 2025-01-01',
      version: 'Version must be numbers separated by dots, such as 3.0',
    });
    expect(
      legalDocumentErrors(
        { documentType: 'privacy_policy', title: 'Privacy', content: '<p>Hi</p>', effectiveDate: '2024-02-29' },
        'create',
      ),
    ).toEqual({});
  });
});

describe('versions', () => {
  it('numbers a new document after the highest major version of its type', () => {
    expect(nextVersion([])).toBe('1.0');
    expect(nextVersion(['1.0', '2.0', '2.1'])).toBe('3.0');
    expect(nextVersion(['9.0', '10.0', 'draft'])).toBe('11.0');
  });

  it('compares versions part by part as numbers', () => {
    expect(compareVersions('10.0', '9.1')).toBeGreaterThan(0);
    expect(compareVersions('2', '2.0')).toBe(0);
    expect(compareVersions('2.0.1', '2.1')).toBeLessThan(0);
  });

  it('knows dates and visible text', () => {
    expect(isCalendarDate('2025-01-01')).toBe(true);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(hasVisibleText('<h2> </h2><p><br></p>')).toBe(false);
    expect(hasVisibleText('<p>a</p>')).toBe(true);
  });
});
