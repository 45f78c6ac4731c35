import type { Role } from '../../generated/prisma/enums.js';

/** What a role change comes to, given the roles as they are once the rows are locked. */
export type RoleChangeOutcome = 'unchanged' | 'last-super-admin' | 'change';

/** Only super admins change roles: checked again on the actor's locked row, as they may have been demoted meanwhile. */
export const changesRoles = (actorRole: Role | undefined) => actorRole === 'super_admin';

export interface RoleChange {
  from: Role;
  to: Role;
  /** Super admins other than the target. */
  otherSuperAdmins: number;
}

/** The last super admin keeps the role. */
export function roleChangeOutcome({ from, to, otherSuperAdmins }: RoleChange): RoleChangeOutcome {
  if (from === to) return 'unchanged';
  if (from === 'super_admin' && otherSuperAdmins === 0) return 'last-super-admin';
  return 'change';
}

/** Counts the super admins among locked rows, leaving one id out. */
export const superAdminsOtherThan = (rows: readonly { id: string; role: Role }[], id: string) =>
  rows.filter((r) => r.role === 'super_admin' && r.id !== id).length;
