import { describe, expect, it } from 'vitest';
import { allFields, changedFields } from './changed-fields.js';

describe('changedFields', () => {
  it('lists only the fields whose value differs', () => {
    expect(changedFields({ status: 'new', notes: null }, { status: 'reviewing', notes: null })).toEqual({
      status: { from: 'new', to: 'reviewing' },
    });
  });
  it('treats undefined and null alike, and ignores fields the update leaves out', () => {
    expect(changedFields({ a: null, b: 'x' }, { a: undefined })).toEqual({});
    expect(changedFields({ a: 1, b: 2 }, { a: 1, b: 3 }, ['a'])).toEqual({});
  });
  it('compares dates by instant and lists by content', () => {
    const when = new Date('2026-01-02T03:04:05.000Z');
    expect(changedFields({ at: when }, { at: new Date(when) })).toEqual({});
    expect(changedFields({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual({ tags: { from: ['a'], to: ['a', 'b'] } });
    expect(changedFields(null, { at: when })).toEqual({ at: { from: null, to: '2026-01-02T03:04:05.000Z' } });
  });
});

describe('allFields', () => {
  it('records a create as every set field from nothing, skipping empty ones', () => {
    expect(allFields({ name: 'Ìrò', website: null }, ['name', 'website'], 'created')).toEqual({
      name: { from: null, to: 'Ìrò' },
    });
    expect(allFields({ name: 'Ìrò' }, ['name'], 'deleted')).toEqual({ name: { from: 'Ìrò', to: null } });
  });
});
