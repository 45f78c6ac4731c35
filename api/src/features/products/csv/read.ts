import { Readable } from 'node:stream';
import { parse, type Parser } from 'csv-parse';
import { fromCsvCell } from '../../../domain/csv-cells.js';
import { BOM, isCsvColumn, type CsvColumn, type CsvRecord } from './columns.js';
import { CSV_MESSAGES } from './messages.js';

const MB = 1024 * 1024;

export const CSV_LIMITS = {
  csvBytes: 5 * MB,
  rows: 5000,
  zipBytes: 100 * MB,
  /** Checks and imports of one brand under way at once. */
  runningPerBrand: 1,
  /** Checks and imports one brand may start in an hour. */
  startsPerBrandPerHour: 30,
} as const;

/** One problem, where a spreadsheet shows it: the header is row 1, the first product row 2. */
export interface CsvProblem {
  row: number;
  /** The column's name; null for a problem of the whole row. */
  column: string | null;
  message: string;
}

export interface CsvRow {
  row: number;
  record: CsvRecord;
}

export interface ParsedCsv {
  /** The known columns the file has, in its order. */
  columns: CsvColumn[];
  /** Product rows with values, including those that could not be split into cells. */
  rowCount: number;
  rows: CsvRow[];
  /** Problems of the header and of rows that could not be split into cells as the header says. */
  problems: CsvProblem[];
}

/** A file that cannot be read at all: the message says why. */
export class CsvFileError extends Error {}

/** The file's text; throws CsvFileError when it is not UTF-8 (a BOM is dropped). */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.startsWith(BOM) ? text.slice(1) : text;
  } catch {
    throw new CsvFileError(CSV_MESSAGES.notUtf8);
  }
}

/** How much of the text the parser takes at a time: the event loop turns between pieces (some ms each). */
const PIECE_CHARS = 32 * 1024;

function* pieces(text: string) {
  for (let at = 0; at < text.length; at += PIECE_CHARS) yield text.slice(at, at + PIECE_CHARS);
}

/** The text's records, parsed piece by piece so that a 5 MB file never holds up other work. */
async function records(text: string): Promise<string[][]> {
  const parser: Parser = Readable.from(pieces(text)).pipe(parse({ relax_column_count: true, skip_empty_lines: false }));
  const all: string[][] = [];
  try {
    for await (const record of parser) all.push(record as string[]);
  } catch (err) {
    throw new CsvFileError(CSV_MESSAGES.unreadableCsv((err as Error).message));
  }
  return all;
}

const blank = (cells: readonly string[]) => cells.every((cell) => !cell.trim());

/**
 * Reads an uploaded CSV: UTF-8 (with or without BOM), a header row naming the columns (any subset of
 * the export's, in any order). Rows with no values are skipped but still counted, so row numbers match
 * the spreadsheet. Throws CsvFileError when the file as a whole cannot be used.
 */
export async function readProductsCsv(bytes: Uint8Array): Promise<ParsedCsv> {
  if (bytes.byteLength > CSV_LIMITS.csvBytes) throw new CsvFileError(CSV_MESSAGES.csvTooLarge);
  const all = await records(decodeUtf8(bytes));
  const headerIndex = all.findIndex((cells) => !blank(cells));
  if (headerIndex === -1) throw new CsvFileError(CSV_MESSAGES.noHeader);
  const header = all[headerIndex]!.map((name) => name.trim());
  const problems: CsvProblem[] = [];
  const headerRow = headerIndex + 1;
  const seen = new Set<string>();
  const byIndex: (CsvColumn | null)[] = header.map((name) => {
    if (!name) return null;
    const key = name.toLowerCase();
    if (!isCsvColumn(key)) {
      problems.push({ row: headerRow, column: name, message: CSV_MESSAGES.unknownColumn(name) });
      return null;
    }
    if (seen.has(key)) {
      problems.push({ row: headerRow, column: name, message: CSV_MESSAGES.repeatedColumn(name) });
      return null;
    }
    seen.add(key);
    return key;
  });

  const rows: CsvRow[] = [];
  let rowCount = 0;
  for (let i = headerIndex + 1; i < all.length; i++) {
    const cells = all[i]!;
    if (blank(cells)) continue;
    const row = i + 1;
    rowCount++;
    const extra = cells.slice(header.length);
    const unnamed = cells.some((cell, index) => index < header.length && !header[index] && cell.trim());
    if (!blank(extra) || unnamed) {
      problems.push({ row, column: null, message: CSV_MESSAGES.cellCount(cells.length, header.length) });
      continue;
    }
    const record: CsvRecord = {};
    byIndex.forEach((column, index) => {
      if (column) record[column] = fromCsvCell(cells[index] ?? '');
    });
    rows.push({ row, record });
  }
  if (rowCount > CSV_LIMITS.rows) throw new CsvFileError(CSV_MESSAGES.tooManyRows(CSV_LIMITS.rows));
  if (rowCount === 0) throw new CsvFileError(CSV_MESSAGES.noRows);
  return { columns: byIndex.filter((c): c is CsvColumn => c !== null), rowCount, rows, problems };
}
