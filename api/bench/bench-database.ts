import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';
import { seedDatabase } from '../../prisma/seed/index.js';

export interface BenchDatabase {
  url: string;
  name: string;
  db: Database;
  mediaDir: string;
  drop(): Promise<void>;
}

/** Rows the pages need beyond the demo data: a full directory page (50 of 60 brands) and a full leads page (100). */
const MIN_BRANDS = 60;
const MIN_LEADS = 150;

/**
 * A throw-away database on the local PostgreSQL (BENCH_POSTGRES_URL names the server), migrated,
 * seeded with the demo data and topped up so every page the bench asks for is full.
 */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `adire_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-bench-'));
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  };
  try {
    const db = await openDatabase({ databaseUrl: url.toString(), logQueries: process.env.LOG_QUERIES === 'true' });
    await seedDatabase(db.prisma, { mediaDir });
    await topUp(db);
    return { url: url.toString(), name, db, mediaDir, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/**
 * A brand with a hundred products (out of stock, so the listings stay as the seed has them): the
 * heaviest documents of the event-loop probe reach full pages through it.
 */
export const LARGE_BRAND_NAME = 'Bench Atelier Wholesale';
const LARGE_BRAND_PRODUCTS = 100;

async function topUp({ prisma }: Database) {
  if (!(await prisma.brand.findFirst({ where: { name: LARGE_BRAND_NAME } }))) {
    const large = await prisma.brand.create({
      data: { name: LARGE_BRAND_NAME, category: 'Bridal', location: 'Lagos, Nigeria', city: 'Lagos' },
    });
    await prisma.product.createMany({
      data: Array.from({ length: LARGE_BRAND_PRODUCTS }, (_, i) => ({
        brandId: large.id,
        title: `Wholesale wrapper ${i}`,
        description: 'Hand-dyed adire wrapper in indigo, cut to order. '.repeat(4),
        price: 40 + i,
        inStock: false,
      })),
    });
  }
  const brands = await prisma.brand.count();
  if (brands < MIN_BRANDS)
    await prisma.brand.createMany({
      data: Array.from({ length: MIN_BRANDS - brands }, (_, i) => ({
        name: `Bench Atelier ${i}`,
        category: 'Bridal',
        location: 'Lagos, Nigeria',
        city: 'Lagos',
      })),
    });
  const leads = await prisma.lead.count();
  const brandIds = (await prisma.brand.findMany({ select: { id: true }, take: 10, orderBy: { name: 'asc' } })).map(
    (b) => b.id,
  );
  if (leads < MIN_LEADS)
    await prisma.lead.createMany({
      data: Array.from({ length: MIN_LEADS - leads }, (_, i) => ({
        brandId: i % 7 === 0 ? null : brandIds[i % brandIds.length],
        customerName: `Bench Customer ${i}`,
        customerEmail: `bench.customer.${i}@example.com`,
        notes: 'Asked about a made-to-measure agbada.',
        estimatedValue: i % 3 === 0 ? null : 120 + i,
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000),
      })),
    });
}
