import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Viewer } from '../../auth/viewer.js';
import { requestedBrandScope } from './access.js';

const OWN = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const viewer = (role: Viewer['role'], ownedBrandIds: string[] = []): Viewer => ({
  id: 'u',
  email: 'u@example.com',
  role,
  ownedBrandIds,
  permissions: new Set(),
});
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { extensions?: { code?: string } }).extensions?.code;
  }
  return null;
};

describe('which brands the analytics cover', () => {
  it('nothing asked: the owned brands of a brand admin, every brand for admins', () => {
    expect(requestedBrandScope(viewer('brand_admin', [OWN]), null)).toEqual([OWN]);
    expect(requestedBrandScope(viewer('brand_admin', [OWN]), [])).toEqual([OWN]);
    expect(requestedBrandScope(viewer('brand_admin'), undefined)).toEqual([]);
    expect(requestedBrandScope(viewer('admin'), null)).toBe('all');
    expect(requestedBrandScope(viewer('super_admin'), [' '])).toBe('all');
  });

  it('reads row and global ids, once each', () => {
    expect(
      requestedBrandScope(viewer('brand_admin', [OWN]), [OWN, encodeGlobalID('Brand', OWN), OWN.toUpperCase()]),
    ).toEqual([OWN]);
    expect(requestedBrandScope(viewer('admin'), [OTHER, OWN])).toEqual([OTHER, OWN]);
  });

  it('refuses a brand admin any brand they do not own, even next to their own', () => {
    expect(codeOf(() => requestedBrandScope(viewer('brand_admin', [OWN]), [OWN, OTHER]))).toBe('FORBIDDEN');
  });

  it('calls a malformed id or a global id of another type bad input', () => {
    expect(codeOf(() => requestedBrandScope(viewer('admin'), ['abc']))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => requestedBrandScope(viewer('admin'), [encodeGlobalID('Product', OWN)]))).toBe('BAD_USER_INPUT');
  });
});
