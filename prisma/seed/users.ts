import { Role } from '../../api/src/generated/prisma/client.js';
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

const user = (email: string, password: string, role: Role, firstName: string, lastName: string): SeedUser => ({
  id: seedId(`user:${email}`),
  email,
  password,
  role,
  firstName,
  lastName,
});

export const SEED_USERS: readonly SeedUser[] = [
  user('superadmin@adire.example', 'Adire-Super-2026!', Role.super_admin, 'Folasade', 'Akinola'),
  user('admin@adire.example', 'Adire-Admin-2026!', Role.admin, 'Kwesi', 'Appiah'),
  user('brandadmin@adire.example', 'Adire-Brand-2026!', Role.brand_admin, 'Temitope', 'Adeyemi'),
  user('shopper@adire.example', 'Adire-Shopper-2026!', Role.user, 'Ayo', 'Bankole'),
];

export function seedUserByRole(role: Role): SeedUser {
  const found = SEED_USERS.find((u) => u.role === role);
  if (!found) throw new Error(`no seed user with role ${role}`);
  return found;
}

/** The two brands the demo brand admin owns (rows in brand_owners). */
export const BRAND_ADMIN_BRAND_IDS: readonly string[] = BRAND_ADMIN_BRAND_NAMES.map((name) =>
  seedId(`brand:${slugify(name)}`),
);
