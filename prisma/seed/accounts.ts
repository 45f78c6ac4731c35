import { FavouriteKind, Role, type Prisma } from '../../api/src/generated/prisma/client.js';
import type { BrandPlan } from './brands.js';
import type { CollectionPlan, ProductPlan } from './catalogue.js';
import { SeedClock } from './clock.js';
import { seedId } from './ids.js';
import { PERMISSIONS, rolePermissionRows } from './permissions.js';
import { rngFor } from './random.js';
import { BRAND_ADMIN_BRAND_IDS, SEED_USERS, seedUserByRole } from './users.js';

export interface AccountSet {
  users: Prisma.UserCreateManyInput[];
  permissions: Prisma.PermissionCreateManyInput[];
  rolePermissions: Prisma.RolePermissionCreateManyInput[];
  brandOwners: Prisma.BrandOwnershipCreateManyInput[];
}

/** Demo users (their password hashes are filled in by the seed, see passwords.ts), the permission grants and brand ownership. */
export function planAccounts(clock: SeedClock): AccountSet {
  const joined = clock.daysAgo(400);
  return {
    users: SEED_USERS.map((u) => ({
      id: u.id,
      email: u.email,
      passwordHash: null,
      emailVerified: clock.now,
      role: u.role,
      firstName: u.firstName,
      lastName: u.lastName,
      avatarUrl: null,
      createdAt: joined,
      updatedAt: joined,
    })),
    permissions: PERMISSIONS.map((p) => ({ key: p.key, description: p.description })),
    rolePermissions: rolePermissionRows(),
    brandOwners: BRAND_ADMIN_BRAND_IDS.map((brandId) => ({
      userId: seedUserByRole(Role.brand_admin).id,
      brandId,
      createdAt: joined,
    })),
  };
}

/** The shopper's saved brands, collections and products (exactly one target per row). */
export function planFavourites(
  brands: readonly BrandPlan[],
  collections: readonly CollectionPlan[],
  products: readonly ProductPlan[],
  shopperBrandIds: readonly string[],
  clock: SeedClock,
): Prisma.FavouriteCreateManyInput[] {
  const rng = rngFor('favourites');
  const userId = seedUserByRole(Role.user).id;
  // Saved some time in the last four months, never before the thing itself appeared.
  const savedAfter = (createdAt: Date) => clock.randomAfter(SeedClock.max(createdAt, clock.daysAgo(120)), rng);
  const favouriteBrands = [
    ...brands.filter((b) => shopperBrandIds.includes(b.id)),
    ...rng.sample(
      brands.filter((b) => !shopperBrandIds.includes(b.id)),
      2,
    ),
  ];
  return [
    ...favouriteBrands.map((b) => ({
      id: seedId(`favourite:brand:${b.id}`),
      userId,
      kind: FavouriteKind.brand,
      brandId: b.id,
      createdAt: savedAfter(b.createdAt),
    })),
    ...rng.sample(collections, 3).map((c) => ({
      id: seedId(`favourite:catalogue:${c.id}`),
      userId,
      kind: FavouriteKind.collection,
      catalogueId: c.id,
      createdAt: savedAfter(c.createdAt),
    })),
    ...rng.sample(products, 5).map((p) => ({
      id: seedId(`favourite:product:${p.id}`),
      userId,
      kind: FavouriteKind.product,
      productId: p.id,
      createdAt: savedAfter(p.createdAt),
    })),
  ];
}
