import { describe, expect, it } from 'vitest';
import {
  legalDocumentFields,
  legalDocumentFormFrom,
  legalDocumentProblems,
  newLegalDocumentForm,
  suggestedVersion,
  todayIso,
} from './legalDocumentForm';

describe('legal document form', () => {
  it('starts a new version on today, inactive, with the preselected type', () => {
    expect(newLegalDocumentForm('privacy_policy', '2026-03-01')).toEqual({
      documentType: 'privacy_policy',
      title: '',
      version: '',
      effectiveDate: '2026-03-01',
      isActive: false,
      content: '',
    });
    expect(todayIso(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('names the missing fields in the order shown, with the spec’s message', () => {
    const problems = legalDocumentProblems(newLegalDocumentForm('', '2026-03-01'), 'create');
    expect(problems).toEqual({
      documentType: 'Please fill in all required fields',
      title: 'Please fill in all required fields',
      content: 'Please fill in all required fields',
    });
  });

  it('keeps the version on edit, and sends a blank version as none on create', () => {
    const form = legalDocumentFormFrom({
      documentType: 'terms_of_service',
      title: 'Terms',
      version: '2.0',
      effectiveDate: '2025-01-01',
      isActive: true,
      content: '<p>Hi</p>',
    });
    expect(legalDocumentProblems({ ...form, version: ' ' }, 'edit')).toEqual({
      version: 'Please fill in all required fields',
    });
    expect(legalDocumentFields({ ...form, version: '', title: ' Terms ' })).toMatchObject({
      title: 'Terms',
      version: null,
    });
    expect(suggestedVersion(['1.0', '2.0'])).toBe('3.0');
  });
});
