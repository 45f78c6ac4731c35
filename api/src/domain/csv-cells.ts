/**
 * CSV injection (OWASP): a spreadsheet runs a cell as a formula when it starts with `=`, `+`, `-`,
 * `@`, a tab or a carriage return. A cell may also start inside a value: after a field separator
 * (`,` here; `;` where a spreadsheet's locale uses it, which splits our cells at every `;`), and a
 * spreadsheet may skip spaces and quotes before reading the formula. So every place a cell can begin
 * (the value's start and each separator), followed by any spaces, quotes and separators, must not
 * lead to a formula character.
 */
const CELL_START_BEFORE_FORMULA = /(^|[,;])((?:[^\S\t\r]|["',;])*)(?=[=+\-@\t\r])/g;

/** The same place in an exported cell, with the apostrophe the export put there. */
const NEUTRALISED_FORMULA = /(^|[,;])((?:[^\S\t\r]|["',;])*)'(?=[=+\-@\t\r])/g;

/**
 * What an export writes for a cell: an apostrophe goes right before each formula character a
 * spreadsheet could read as a cell's start ('=1+1' -> "'=1+1", ';=1+1' -> ";'=1+1"), which
 * spreadsheets show as text; `fromCsvCell` takes them off again on import.
 */
export const toCsvCell = (value: string) => value.replace(CELL_START_BEFORE_FORMULA, "$1$2'");

/** An imported cell as stored: the apostrophes the export put before formula characters come off. */
export const fromCsvCell = (cell: string) => cell.replace(NEUTRALISED_FORMULA, '$1$2');
