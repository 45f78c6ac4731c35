import { describe, expect, it } from 'vitest';
import { fromCsvCell, toCsvCell } from './csv-cells.js';

describe('CSV cells', () => {
  it('neutralise what a spreadsheet would run as a formula', () => {
    for (const formula of ['=1+1', '+44', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(toCsvCell(formula)).toBe(`'${formula}`);
    for (const plain of ['Ada', 'a=b', '', "'quoted"]) expect(toCsvCell(plain)).toBe(plain);
  });

  it('writes formula-like cells as text and reads them back unchanged', () => {
    for (const value of ['=HYPERLINK("http://x")', '+234 801', '-50% off', '@sum(A1)']) {
      expect(toCsvCell(value)).toBe(`'${value}`);
      expect(fromCsvCell(toCsvCell(value))).toBe(value);
    }
    expect(toCsvCell('Aṣọ-òkè')).toBe('Aṣọ-òkè');
    expect(fromCsvCell("'quoted")).toBe("'quoted");
  });
});
