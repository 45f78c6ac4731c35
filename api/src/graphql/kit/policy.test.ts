import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../auth/viewer.js';
import { ForbiddenError } from '../../errors.js';
import type { Context } from '../context.js';
import { requirePolicy, satisfiesPolicy } from './policy.js';

const BRAND = '11111111-1111-4111-8111-111111111111';
const viewer = (role: Viewer['role'], permissions: string[], ownedBrandIds: string[] = []): Viewer => ({
  id: 'u',
  email: 'u@example.com',
  role,
  ownedBrandIds,
  permissions: new Set(permissions),
});

describe('policies read as scope-auth reads them', () => {
  const superAdmins = { $all: { permission: 'studio.faqs.manage' as const, role: 'super_admin' as const } };

  it('needs every entry under $all and any entry otherwise', () => {
    expect(satisfiesPolicy(viewer('super_admin', ['studio.faqs.manage']), superAdmins)).toBe(true);
    expect(satisfiesPolicy(viewer('super_admin', []), superAdmins)).toBe(false);
    expect(satisfiesPolicy(viewer('admin', ['studio.faqs.manage']), superAdmins)).toBe(false);
    expect(satisfiesPolicy(viewer('admin', []), { role: ['admin', 'super_admin'], permission: 'studio.access' })).toBe(
      true,
    );
  });

  it('reads brand ownership the way the field scopes do', () => {
    const brandAdmin = viewer('brand_admin', ['studio.catalogues.manage'], [BRAND]);
    expect(satisfiesPolicy(brandAdmin, { ownsBrand: BRAND })).toBe(true);
    expect(satisfiesPolicy(brandAdmin, { ownsBrand: '22222222-2222-4222-8222-222222222222' })).toBe(false);
    expect(satisfiesPolicy(viewer('admin', []), { ownsBrand: BRAND })).toBe(true);
  });

  it('refuses a signed-out visitor everything but an empty map', () => {
    expect(satisfiesPolicy(null, { signedIn: true })).toBe(false);
    expect(satisfiesPolicy(null, { role: 'user' })).toBe(false);
    expect(satisfiesPolicy(viewer('user', []), { signedIn: true })).toBe(true);
  });

  it('throws the policy refusal when it is not met', () => {
    const ctx = { viewer: viewer('admin', []) } as Context;
    const refused = () => new ForbiddenError('no');
    expect(() => requirePolicy(ctx, superAdmins, refused)).toThrow('no');
    expect(() => requirePolicy(ctx, { role: 'admin' }, refused)).not.toThrow();
  });
});
