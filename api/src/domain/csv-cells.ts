/** Cells a spreadsheet would run as a formula (OWASP: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * What an export writes for a cell: a cell that a spreadsheet would read as a formula gets a leading
 * apostrophe, which spreadsheets show as text; `fromCsvCell` takes it off again on import.
 */
export const toCsvCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** An imported cell as stored: the apostrophe the export put before a formula-like value comes off. */
export const fromCsvCell = (cell: string) =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
