/** What the import screen knows about the files it was given: pure, so it is tested on its own. */

export interface CsvProblem {
  readonly row: number;
  readonly column?: string | null;
  readonly message: string;
}

export interface CheckResult {
  readonly rowCount: number;
  readonly created: number;
  readonly updated: number;
  readonly problems: readonly CsvProblem[];
}

/** One file as the browser sees it; a file picked again after editing it differs. */
const fileKey = (file: File | null) => (file ? `${file.name}\u0000${file.size}\u0000${file.lastModified}` : '');

/** The brand and the files a check was made for: the import goes ahead only for the same ones. */
export const choiceKey = (brandId: string, csv: File | null, zip: File | null) =>
  [brandId, fileKey(csv), fileKey(zip)].join('\u0001');

export type ImportStep =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending'; readonly dryRun: boolean; readonly progress: number }
  | { readonly kind: 'checked'; readonly key: string; readonly result: CheckResult }
  | { readonly kind: 'imported'; readonly created: number; readonly updated: number };

/** 'Import N products' is offered only after a check of these very files found nothing wrong. */
export function mayImport(step: ImportStep, key: string): boolean {
  return step.kind === 'checked' && step.key === key && step.result.problems.length === 0 && step.result.rowCount > 0;
}

const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

export const importButtonLabel = (rowCount: number) =>
  rowCount > 0 ? `Import ${products(rowCount)}` : 'Import products';

export const importedMessage = (created: number, updated: number) =>
  `Imported ${products(created + updated)} (${created} new, ${updated} updated)`;

export const problemCount = (n: number) => `${n} ${n === 1 ? 'problem' : 'problems'}`;

/** What a clean check says it will do. */
export const checkedMessage = ({ created, updated }: CheckResult) =>
  `No problems found: importing will create ${products(created)} and update ${products(updated)}.`;

/** A progress bar's value: whole percent, 0 to 100. */
export const percent = (fraction: number) => Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
