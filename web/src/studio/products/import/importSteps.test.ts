import { describe, expect, it } from 'vitest';
import {
  IMPORT_STOPPED,
  checkedMessage,
  choiceKey,
  isOver,
  runningProgress,
  stepOf,
  type ImportState,
  importButtonLabel,
  importedMessage,
  mayImport,
  percent,
  problemCount,
  type ImportStep,
} from './importSteps';

const file = (name: string, size = 10, lastModified = 1) => new File(['x'.repeat(size)], name, { lastModified });

describe('the import steps', () => {
  const csv = file('products.csv');
  const key = choiceKey('brand-1', csv, null);
  const clean: ImportStep = { kind: 'checked', key, result: { rowCount: 3, created: 2, updated: 1, problems: [] } };

  it('offers the import only after a clean check of the same brand and files', () => {
    expect(mayImport(clean, key)).toBe(true);
    expect(mayImport(clean, choiceKey('brand-2', csv, null))).toBe(false);
    expect(mayImport(clean, choiceKey('brand-1', file('products.csv', 11), null))).toBe(false);
    expect(mayImport(clean, choiceKey('brand-1', csv, file('images.zip')))).toBe(false);
    const withProblem: ImportStep = {
      ...clean,
      result: { ...clean.result, problems: [{ row: 2, column: 'title', message: 'Please enter a product title' }] },
    };
    expect(mayImport(withProblem, key)).toBe(false);
    expect(mayImport({ kind: 'idle' }, key)).toBe(false);
  });

  it('words counts and results', () => {
    expect(importButtonLabel(1)).toBe('Import 1 product');
    expect(importButtonLabel(12)).toBe('Import 12 products');
    expect(importedMessage(2, 1)).toBe('Imported 3 products (2 new, 1 updated)');
    expect(importedMessage(1, 0)).toBe('Imported 1 product (1 new, 0 updated)');
    expect(problemCount(1)).toBe('1 problem');
    expect(problemCount(4)).toBe('4 problems');
    expect(checkedMessage(clean.kind === 'checked' ? clean.result : (null as never))).toBe(
      'No problems found: importing will create 2 products and update 1 product.',
    );
    expect(percent(0.456)).toBe(46);
    expect(percent(2)).toBe(100);
  });
});

describe('following a check or import', () => {
  const key = choiceKey('brand-1', file('products.csv'), null);
  const state = (over: Partial<ImportState>): ImportState => ({
    id: 'i1',
    status: 'checking',
    dryRun: true,
    rowCount: 5000,
    rowsChecked: 1250,
    imagesTotal: 0,
    imagesStored: 0,
    created: 0,
    updated: 0,
    problems: [],
    failureMessage: null,
    ...over,
  });

  it('says what the job is doing and how far it is', () => {
    expect(runningProgress(state({ status: 'queued' }))).toEqual({
      label: 'Checking: waiting to start…',
      fraction: null,
    });
    expect(runningProgress(state({ rowCount: 0 }))).toEqual({ label: 'Checking: reading the file…', fraction: null });
    expect(runningProgress(state({}))).toEqual({ label: 'Checking: checked 1,250 of 5,000 rows', fraction: 0.25 });
    expect(
      runningProgress(state({ dryRun: false, status: 'storing_images', imagesTotal: 40, imagesStored: 3 })),
    ).toEqual({ label: 'Importing: stored 3 of 40 images', fraction: 0.075 });
    expect(runningProgress(state({ dryRun: false, status: 'writing' }))).toEqual({
      label: 'Importing: saving 5000 products…',
      fraction: null,
    });
  });

  it('ends in the outcome the screen shows', () => {
    expect(stepOf(key, state({})).kind).toBe('running');
    expect(stepOf(key, state({ status: 'finished', created: 3 }))).toMatchObject({ kind: 'checked', key });
    expect(stepOf(key, state({ status: 'finished', dryRun: false, created: 3, updated: 1 }))).toEqual({
      kind: 'imported',
      created: 3,
      updated: 1,
    });
    const problem = { row: 2, column: 'title', message: 'Please enter a product title' };
    expect(stepOf(key, state({ status: 'finished', dryRun: false, problems: [problem] }))).toMatchObject({
      kind: 'checked',
    });
    expect(stepOf(key, state({ status: 'failed', failureMessage: 'The CSV file is empty.' }))).toEqual({
      kind: 'failed',
      message: 'The CSV file is empty.',
    });
    expect(stepOf(key, state({ status: 'failed' }))).toEqual({ kind: 'failed', message: IMPORT_STOPPED });
    expect(isOver(state({ status: 'writing' }))).toBe(false);
  });
});
