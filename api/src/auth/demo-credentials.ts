import type { Role } from '../generated/prisma/enums.js';

/** A demo account's sign-in, as README publishes it; the seed creates one account per role from these. */
export interface DemoCredential {
  email: string;
  password: string;
  role: Role;
}

export const DEMO_CREDENTIALS: readonly DemoCredential[] = [
  { email: 'superadmin@adire.example', password: 'Adire-Super-2026!', role: 'super_admin' },
  { email: 'admin@adire.example', password: 'Adire-Admin-2026!', role: 'admin' },
  { email: 'brandadmin@adire.example', password: 'Adire-Brand-2026!', role: 'brand_admin' },
  { email: 'shopper@adire.example', password: 'Adire-Shopper-2026!', role: 'user' },
];
