import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES } from './messages.js';
import { CSV_LIMITS, CsvFileError, readProductsCsv } from './read.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('reading an imported CSV', async () => {
  it('reads UTF-8 with or without BOM, any subset of columns in any order, header names in any case', async () => {
    for (const text of ['\uFEFFTitle,price\r\nAṣọ-òkè,10\r\n', 'title,Price\nAṣọ-òkè,10\n']) {
      const parsed = await readProductsCsv(bytes(text));
      expect(parsed.columns).toEqual(['title', 'price']);
      expect(parsed.rows).toEqual([{ row: 2, record: { title: 'Aṣọ-òkè', price: '10' } }]);
      expect(parsed.problems).toEqual([]);
    }
  });

  it('reports unknown and repeated columns on row 1, and keeps counting skipped blank rows', async () => {
    const parsed = await readProductsCsv(bytes('title,colour,title\nA,red,B\n,,\nC,blue,D\n'));
    expect(parsed.problems).toEqual([
      { row: 1, column: 'colour', message: CSV_MESSAGES.unknownColumn('colour') },
      { row: 1, column: 'title', message: CSV_MESSAGES.repeatedColumn('title') },
    ]);
    expect(parsed.rows.map((r) => r.row)).toEqual([2, 4]);
    expect(parsed.rowCount).toBe(2);
  });

  it('counts a quoted multi-line cell as one row, as a spreadsheet does', async () => {
    const parsed = await readProductsCsv(bytes('title,description\nA,"one\ntwo"\nB,x\n'));
    expect(parsed.rows.map((r) => [r.row, r.record.description])).toEqual([
      [2, 'one\ntwo'],
      [3, 'x'],
    ]);
  });

  it('takes short rows and blank trailing cells, refuses extra values', async () => {
    const parsed = await readProductsCsv(bytes('title,price\nA\nB,1,,\nC,2,oops\n'));
    expect(parsed.rows.map((r) => r.record)).toEqual([
      { title: 'A', price: '' },
      { title: 'B', price: '1' },
    ]);
    expect(parsed.problems).toEqual([{ row: 4, column: null, message: CSV_MESSAGES.cellCount(3, 2) }]);
  });

  it('refuses files it cannot use with a clear message', async () => {
    const fails = async (input: Uint8Array, message: string) => {
      await expect(readProductsCsv(input)).rejects.toThrow(CsvFileError);
      await expect(readProductsCsv(input)).rejects.toThrow(message);
    };
    await fails(new Uint8Array([0x74, 0x69, 0x74, 0x6c, 0x65, 0x0a, 0x41, 0x73, 0xe9, 0x0a]), CSV_MESSAGES.notUtf8);
    await fails(bytes(''), CSV_MESSAGES.noHeader);
    await fails(bytes('title,price\n'), CSV_MESSAGES.noRows);
    await fails(bytes('title\n"unclosed\n'), 'The CSV file could not be read');
    await fails(new Uint8Array(CSV_LIMITS.csvBytes + 1), CSV_MESSAGES.csvTooLarge);
    await fails(bytes('title\n' + 'x\n'.repeat(CSV_LIMITS.rows + 1)), CSV_MESSAGES.tooManyRows(CSV_LIMITS.rows));
  });
});
