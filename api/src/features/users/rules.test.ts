import { describe, expect, it } from 'vitest';
import { changesRoles, roleChangeOutcome, superAdminsOtherThan } from './rules.js';

describe('role changes', () => {
  it('lets only an actor who is still a super admin change roles', () => {
    expect(changesRoles('super_admin')).toBe(true);
    expect(changesRoles('admin')).toBe(false);
    expect(changesRoles(undefined)).toBe(false);
  });
  it('keeps the last super admin and changes nothing when the role is the same', () => {
    expect(roleChangeOutcome({ from: 'super_admin', to: 'admin', otherSuperAdmins: 0 })).toBe('last-super-admin');
    expect(roleChangeOutcome({ from: 'admin', to: 'admin', otherSuperAdmins: 0 })).toBe('unchanged');
    expect(roleChangeOutcome({ from: 'super_admin', to: 'user', otherSuperAdmins: 1 })).toBe('change');
  });
  it('counts the other super admins', () => {
    const rows = [
      { id: 'a', role: 'super_admin' as const },
      { id: 'b', role: 'super_admin' as const },
      { id: 'c', role: 'user' as const },
    ];
    expect(superAdminsOtherThan(rows, 'a')).toBe(1);
  });
});
