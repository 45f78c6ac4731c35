import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { databaseId } from './global-id.js';

describe('ids in URLs and REST routes', () => {
  const uuid = '3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6';
  it('accepts the global id of the right type and the raw row id', () => {
    expect(databaseId(encodeGlobalID('Brand', uuid), 'Brand')).toBe(uuid);
    expect(databaseId(uuid.toUpperCase(), 'Brand')).toBe(uuid);
  });
  it('rejects global ids of another type and garbage', () => {
    expect(databaseId(encodeGlobalID('Product', uuid), 'Brand')).toBeNull();
    expect(databaseId(encodeGlobalID('Brand', 'not-a-uuid'), 'Brand')).toBeNull();
    expect(databaseId('not-an-id', 'Brand')).toBeNull();
  });
});
