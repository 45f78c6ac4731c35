import { describe, expect, it } from 'vitest';
import { attachmentName } from './downloads';

describe('a download’s file name', () => {
  it('reads the download name from Content-Disposition', () => {
    expect(attachmentName('attachment; filename="aso-oke-products-2026-11-23.csv"', 'x.csv')).toBe(
      'aso-oke-products-2026-11-23.csv',
    );
    expect(attachmentName('attachment; filename=a.csv', 'x.csv')).toBe('a.csv');
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
  });
});
