import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  decodeInboxCursor,
  encodeInboxCursor,
  entryKeyText,
  entrySummary,
  pageSize,
  parseEntryKey,
  preferenceValue,
  readKindOf,
  searchText,
} from './rules.js';

const ID = '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b';

describe('inbox entry keys', () => {
  it('names the table and the row, and reads back only what it wrote', () => {
    expect(entryKeyText({ readKind: 'order', id: ID })).toBe(`order:${ID}`);
    expect(parseEntryKey(`enquiry:${ID.toUpperCase()}`)).toEqual({ readKind: 'enquiry', id: ID });
    expect(parseEntryKey(`lead:${ID}`)).toBeNull();
    expect(parseEntryKey(`order:${ID}:extra`)).toBeNull();
    expect(parseEntryKey('order:not-a-uuid')).toBeNull();
    expect(parseEntryKey(ID)).toBeNull();
  });

  it('keeps both kinds of order in the orders table', () => {
    expect(readKindOf('enquiry')).toBe('enquiry');
    expect(readKindOf('custom_order')).toBe('order');
    expect(readKindOf('brand_request')).toBe('order');
  });
});

describe('inbox cursors', () => {
  it('round-trip a position to the millisecond', () => {
    const position = { receivedAt: new Date('2026-11-20T09:15:30.123Z'), readKind: 'order' as const, id: ID };
    const cursor = encodeInboxCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeInboxCursor(cursor)).toEqual(position);
  });

  it('refuse cursors this API did not hand out', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(decodeInboxCursor('not a cursor')).toBeNull();
    expect(decodeInboxCursor('')).toBeNull();
    expect(decodeInboxCursor(encode(['2026-11-20T09:15:30.123Z', 'order']))).toBeNull();
    expect(decodeInboxCursor(encode(['yesterday', 'order', ID]))).toBeNull();
    expect(decodeInboxCursor(encode(['2026-11-20T09:15:30.123Z', 'lead', ID]))).toBeNull();
    expect(decodeInboxCursor(encode({ at: '2026-11-20T09:15:30.123Z' }))).toBeNull();
  });
});

describe('entrySummary', () => {
  it('lists an enquiry by its subject', () => {
    expect(entrySummary({ kind: 'enquiry', subject: '  Bridal fitting  ' })).toBe('Bridal fitting');
    expect(entrySummary({ kind: 'enquiry', subject: ' ' })).toBe('(no subject)');
  });

  it('lists an order by what was asked for, leaving out what was not given', () => {
    expect(
      entrySummary({ kind: 'custom_order', productTitle: 'Wrap Dress', size: 'M', color: 'Indigo', quantity: 2 }),
    ).toBe('Custom order: Wrap Dress · size M · Indigo · ×2');
    expect(entrySummary({ kind: 'brand_request', productTitle: 'Clutch', quantity: 1 })).toBe('Brand request: Clutch');
    expect(entrySummary({ kind: 'custom_order', productTitle: null, size: ' ' })).toBe(
      'Custom order: a product no longer listed',
    );
  });
});

describe('list inputs', () => {
  it('pages 20 at a time unless told, between 1 and 100', () => {
    expect(pageSize(undefined)).toBe(20);
    expect(pageSize(0)).toBe(1);
    expect(pageSize(35)).toBe(35);
    expect(pageSize(500)).toBe(100);
  });

  it('searches for the trimmed text, taking LIKE characters literally', () => {
    expect(searchText('  ada ')).toBe('ada');
    expect(searchText('   ')).toBeNull();
    expect(searchText('x'.repeat(300))).toHaveLength(200);
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('names stored preferences as the order forms do', () => {
    expect(preferenceValue('slightly_fitted')).toBe('slightly-fitted');
    expect(preferenceValue('three_quarter')).toBe('three-quarter');
    expect(preferenceValue(null)).toBeNull();
  });
});
