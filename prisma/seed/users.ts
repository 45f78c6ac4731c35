import { Role } from '../../api/src/generated/prisma/client.js';
import { DEMO_CREDENTIALS } from '../../api/src/auth/demo-credentials.js';
import { BRAND_ADMIN_BRAND_NAMES } from './data.js';
import { seedId, slugify } from './ids.js';

/** The demo accounts, one per role. Their passwords are hashed when the seed inserts them (passwords.ts). */
export interface SeedUser {
  id: string;
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
}

const NAMES: Record<Role, [firstName: string, lastName: string]> = {
  [Role.super_admin]: ['Folasade', 'Akinola'],
  [Role.admin]: ['Kwesi', 'Appiah'],
  [Role.brand_admin]: ['Temitope', 'Adeyemi'],
  [Role.user]: ['Ayo', 'Bankole'],
};

/** One account per published demo credential (auth/demo-credentials.ts), in its order. */
export const SEED_USERS: readonly SeedUser[] = DEMO_CREDENTIALS.map(({ email, password, role }) => ({
  id: seedId(`user:${email}`),
  email,
  password,
  role,
  firstName: NAMES[role][0],
  lastName: NAMES[role][1],
}));

export function seedUserByRole(role: Role): SeedUser {
  const found = SEED_USERS.find((u) => u.role === role);
  if (!found) throw new Error(`no seed user with role ${role}`);
  return found;
}

/** The two brands the demo brand admin owns (rows in brand_owners). */
export const BRAND_ADMIN_BRAND_IDS: readonly string[] = BRAND_ADMIN_BRAND_NAMES.map((name) =>
  seedId(`brand:${slugify(name)}`),
);
