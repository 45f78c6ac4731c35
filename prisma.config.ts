import { defineConfig } from 'prisma/config';

// Migrations run through the wasm schema engine (api/src/db/migrate-cli.ts); this config only serves `prisma generate`.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
