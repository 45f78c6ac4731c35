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

/** A check or import as the server reports it while its job works on it. */
export interface ImportState extends CheckResult {
  readonly id: string;
  readonly status: 'queued' | 'checking' | 'storing_images' | 'writing' | 'finished' | 'failed' | '%future added value';
  readonly dryRun: boolean;
  readonly rowCount: number;
  readonly rowsChecked: number;
  readonly imagesTotal: number;
  readonly imagesStored: number;
  readonly failureMessage: string | null;
}

export type ImportStep =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending'; readonly dryRun: boolean; readonly progress: number }
  | { readonly kind: 'running'; readonly key: string; readonly state: ImportState }
  | { readonly kind: 'checked'; readonly key: string; readonly result: CheckResult }
  | { readonly kind: 'imported'; readonly created: number; readonly updated: number }
  | { readonly kind: 'failed'; readonly message: string };

export const isOver = (state: Pick<ImportState, 'status'>) => state.status === 'finished' || state.status === 'failed';

/** Where a followed check or import leaves the screen: still running, or its outcome. */
export function stepOf(key: string, state: ImportState): ImportStep {
  if (state.status === 'failed') return { kind: 'failed', message: state.failureMessage ?? IMPORT_STOPPED };
  if (state.status !== 'finished') return { kind: 'running', key, state };
  if (!state.dryRun && state.problems.length === 0)
    return { kind: 'imported', created: state.created, updated: state.updated };
  return { kind: 'checked', key, result: state };
}

export const IMPORT_STOPPED = 'The import stopped before it finished, so nothing was changed. Please try again.';

const count = (n: number) => n.toLocaleString('en-GB');

/** What the job is doing, in words, and how far it is (null while no fraction can be told). */
export function runningProgress(state: ImportState): { label: string; fraction: number | null } {
  const what = state.dryRun ? 'Checking' : 'Importing';
  switch (state.status) {
    case 'queued':
      return { label: `${what}: waiting to start…`, fraction: null };
    case 'checking':
      return state.rowCount
        ? {
            label: `${what}: checked ${count(state.rowsChecked)} of ${count(state.rowCount)} rows`,
            fraction: state.rowsChecked / state.rowCount,
          }
        : { label: `${what}: reading the file…`, fraction: null };
    case 'storing_images':
      return {
        label: `${what}: stored ${count(state.imagesStored)} of ${count(state.imagesTotal)} images`,
        fraction: state.imagesTotal ? state.imagesStored / state.imagesTotal : null,
      };
    case 'writing':
      return { label: `${what}: saving ${products(state.rowCount)}…`, fraction: null };
    default:
      return { label: `${what}…`, fraction: null };
  }
}

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
