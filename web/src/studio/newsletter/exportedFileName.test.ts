import { describe, expect, it } from 'vitest';
import { exportedFileName } from './exportedFileName';

describe('the exported file’s name', () => {
  it('is the one the server gives, quoted or not', () => {
    expect(exportedFileName('attachment; filename=newsletter-subscribers-2026-11-24.csv')).toBe(
      'newsletter-subscribers-2026-11-24.csv',
    );
    expect(exportedFileName('attachment; filename="newsletter-subscribers-2026-11-24.csv"')).toBe(
      'newsletter-subscribers-2026-11-24.csv',
    );
  });
  it("falls back to one with today's date", () => {
    expect(exportedFileName(null, new Date('2026-11-24T10:00:00Z'))).toBe('newsletter-subscribers-2026-11-24.csv');
  });
});
