import { describe, expect, it } from 'vitest';
import {
  checkedMessage,
  choiceKey,
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
