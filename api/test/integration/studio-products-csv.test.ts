import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as oidc from 'openid-client';
import { parse } from 'csv-parse/sync';
import yazl from 'yazl';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { png } from '../support/media-fixtures.js';
import { localKeyLister, type KeyLister } from '../support/stored-objects.js';
import { BRAND_ADMIN_BRAND_IDS, SEED_USERS } from '../../../prisma/seed/index.js';
import { PRODUCT_MESSAGES } from '../../src/features/products/messages.js';
import { currencyMismatchMessage } from '../../src/features/products/rules.js';
import { CSV_MESSAGES } from '../../src/features/products/csv/messages.js';
import { CSV_COLUMNS } from '../../src/features/products/csv/columns.js';

const IMPORT = `mutation ($input: ImportProductsCsvInput!) {
  importProductsCsv(input: $input) { productImport { id status } }
}`;
const IMPORT_STATE = `query ($id: ID!) {
  node(id: $id) {
    ... on ProductImport {
      status dryRun fileName rowCount rowsChecked created updated failureMessage problems { row column message }
    }
  }
}`;
const LATEST = `query ($brandId: ID!) { latestProductImport(brandId: $brandId) { id status } }`;
const EXPORT = `query ($brandId: ID!) { productsCsv(brandId: $brandId) { fileName content rowCount } }`;

const seeded = (role: string) => SEED_USERS.find((u) => u.role === role)!;
const csvFile = (text: string, name = 'products.csv') => new File([text], name, { type: 'text/csv' });
const today = () => new Date().toISOString().slice(0, 10);

function zipOf(files: Record<string, Buffer>): Promise<File> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of Object.entries(files)) zip.addBuffer(bytes, name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () =>
      resolve(new File([Buffer.concat(chunks)], 'images.zip', { type: 'application/zip' })),
    );
    zip.outputStream.on('error', reject);
  });
}

/** CSV text from rows of cells, quoting every cell. */
const csv = (rows: string[][]) => rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n');

let server: TestServer;
let config: oidc.Configuration;
let listKeys: KeyLister;
const tokens: Record<string, string> = {};
let brandId: string;
let otherBrandId: string;
let otherProductId: string;

beforeAll(async () => {
  server = await startTestServer();
  config = await webClient(server.url);
  listKeys = localKeyLister(server.mediaDir);
  for (const role of ['super_admin', 'admin', 'brand_admin']) {
    const account = seeded(role);
    tokens[role] = (await signInWithPassword(server.url, config, account.email, account.password)).tokens.access_token;
  }
  const prisma = server.db.prisma;
  const brand = await prisma.brand.create({
    data: { name: 'Aṣọ-òkè House', category: 'Ready to Wear', currency: 'NGN', description: 'Woven in Ìsẹ́yìn' },
  });
  brandId = brand.id;
  await prisma.brandOwnership.create({ data: { userId: seeded('brand_admin').id, brandId } });
  await prisma.catalogue.create({ data: { brandId, title: 'Ndébélé' } });
  const other = await prisma.brand.findFirstOrThrow({ where: { id: { notIn: [...BRAND_ADMIN_BRAND_IDS, brandId] } } });
  otherBrandId = other.id;
  otherProductId = (
    await prisma.product.create({
      data: { brandId: otherBrandId, title: 'Not yours', price: 10, currency: other.currency },
    })
  ).id;
});
afterAll(async () => {
  await server?.close();
});

const as = (role: string, query: string, variables: Record<string, unknown> = {}) =>
  server.graphql(query, variables, bearer(tokens[role]!));

/** Starts a check or import as `role` and follows it (as the studio does) until it is over. */
const runImport = async (role: string, input: Record<string, unknown>, brand = brandId) => {
  const started = await as(role, IMPORT, { input: { brandId: brand, ...input } });
  expect(started.body.errors).toBeUndefined();
  const { id, status } = started.body.data.importProductsCsv.productImport;
  expect(status).toBe('queued');
  for (const until = Date.now() + 30_000; Date.now() < until; await sleep(50)) {
    const state = await as(role, IMPORT_STATE, { id });
    expect(state.body.errors).toBeUndefined();
    if (['finished', 'failed'].includes(state.body.data.node.status)) return { id, ...state.body.data.node };
  }
  throw new Error('the import did not finish within 30 s');
};

/** A check or import that finished: its result as the studio shows it. */
const importAs = async (role: string, input: Record<string, unknown>, brand = brandId) => {
  const { status, failureMessage, rowsChecked, fileName, id, ...result } = await runImport(role, input, brand);
  expect({ status, failureMessage }).toEqual({ status: 'finished', failureMessage: null });
  expect(rowsChecked).toBe(result.rowCount);
  return result;
};

const productsOf = (id: string) =>
  server.db.prisma.product.findMany({ where: { brandId: id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
const allProductImageKeys = () => listKeys('product-images', 'products/');

const exportRest = (role: string, id = brandId) =>
  fetch(`${server.url}/api/studio/products/export?brand_id=${id}`, { headers: bearer(tokens[role]!) });

describe('bulk CSV import and export of a brand’s products', () => {
  it('dry run: reports every problem by row and column in the spec’s wording and writes nothing', async () => {
    const header = [
      'id',
      'title',
      'description',
      'price',
      'currency',
      'category',
      'collection',
      'in_stock',
      'images',
      'colour',
    ];
    const rows = [
      header,
      ['', '', 'No title', '100', '', 'Bridal', '', 'true', 'https://img.example/a.png', ''],
      ['', 'Bad price', 'x', '1,500', '', 'Bridal', '', '', 'https://img.example/a.png', ''],
      ['', 'Dollar', 'x', '100', 'USD', 'Bridal', '', '', 'https://img.example/a.png', ''],
      ['', 'Lost', 'x', '100', '', 'Bridal', 'Summer', 'yes', 'missing.png', ''],
      [otherProductId, 'Mine now', 'x', '100', '', 'Bridal', '', '', 'https://img.example/a.png', ''],
    ];
    const before = await server.db.prisma.product.count();
    const audits = await server.db.prisma.auditEvent.count();
    const zip = await zipOf({ 'front.png': await png(40, 40) });
    const answer = await importAs('super_admin', { file: csvFile(csv(rows)), imagesZip: zip, dryRun: true });
    expect(answer).toMatchObject({ dryRun: true, rowCount: 5 });
    expect(answer.problems).toEqual([
      { row: 1, column: 'colour', message: CSV_MESSAGES.unknownColumn('colour') },
      { row: 2, column: 'title', message: PRODUCT_MESSAGES.titleRequired },
      { row: 3, column: 'price', message: PRODUCT_MESSAGES.priceFormat },
      { row: 4, column: 'currency', message: currencyMismatchMessage('NGN') },
      { row: 5, column: 'collection', message: CSV_MESSAGES.unknownCollection('Summer', 'Aṣọ-òkè House') },
      { row: 5, column: 'in_stock', message: CSV_MESSAGES.wrongBoolean('in_stock', 'yes') },
      { row: 5, column: 'images', message: CSV_MESSAGES.imageNotInZip('missing.png') },
      { row: 6, column: 'id', message: PRODUCT_MESSAGES.notYourProduct },
    ]);
    // Without dryRun the same file is refused as a whole.
    const real = await importAs('super_admin', { file: csvFile(csv(rows)), imagesZip: zip, dryRun: false });
    expect(real).toMatchObject({ dryRun: false, created: 0, updated: 0 });
    expect(real.problems).toHaveLength(8);
    expect(await server.db.prisma.product.count()).toBe(before);
    expect(await server.db.prisma.auditEvent.count()).toBe(audits);
    expect(await server.db.prisma.product.findUniqueOrThrow({ where: { id: otherProductId } })).toMatchObject({
      title: 'Not yours',
    });
  });

  it('a clean import creates every row in one go, zip images stored with webp variants, each in the audit trail', async () => {
    const keysBefore = await allProductImageKeys();
    const rows = [
      [
        'title',
        'description',
        'price',
        'category',
        'categories',
        'collection',
        'sizes',
        'images',
        'contact_for_pricing',
      ],
      [
        'Aṣọ-òkè wrap',
        'Hand-woven, "festive"\nwith fringe',
        '1500',
        'Ready to Wear',
        'Ready to Wear|Bridal',
        'ndébélé',
        'S| M |',
        'front.png|https://img.example/back.png',
        'false',
      ],
      ['Ndébélé cape', 'Beaded cape', '', 'Bridal', '', '', '', 'photos/cape.jpg', 'TRUE'],
    ];
    const jpeg = await (
      await import('sharp')
    )
      .default(await png(60, 80))
      .jpeg()
      .toBuffer();
    const zip = await zipOf({ 'front.png': await png(1600, 1200), 'photos/cape.jpg': jpeg });
    const dry = await importAs('brand_admin', { file: csvFile(csv(rows)), imagesZip: zip, dryRun: true });
    expect(dry).toEqual({ dryRun: true, rowCount: 2, created: 2, updated: 0, problems: [] });
    expect(await productsOf(brandId)).toHaveLength(0);

    const done = await importAs('brand_admin', { file: csvFile(csv(rows)), imagesZip: zip, dryRun: false });
    expect(done).toEqual({ dryRun: false, rowCount: 2, created: 2, updated: 0, problems: [] });
    const [wrap, cape] = await productsOf(brandId);
    const collection = await server.db.prisma.catalogue.findFirstOrThrow({ where: { brandId } });
    expect(wrap).toMatchObject({
      title: 'Aṣọ-òkè wrap',
      description: 'Hand-woven, "festive"\nwith fringe',
      currency: 'NGN',
      category: 'Ready to Wear',
      categories: ['Ready to Wear', 'Bridal'],
      catalogueId: collection.id,
      sizes: ['S', 'M'],
      serviceType: 'product',
    });
    expect(Number(wrap!.price)).toBe(1500);
    expect(wrap!.images[0]).toMatch(new RegExp(`/media/product-images/products/${wrap!.id}/[0-9a-f-]{36}\\.png$`));
    expect(wrap!.image).toBe(wrap!.images[0]);
    expect(wrap!.images[1]).toBe('https://img.example/back.png');
    expect(cape).toMatchObject({ title: 'Ndébélé cape', contactForPricing: true });
    expect(Number(cape!.price)).toBe(0);
    expect(cape!.image).toMatch(/\.jpg$/);

    const added = (await allProductImageKeys()).filter((key) => !keysBefore.includes(key));
    const wrapKeys = added.filter((key) => key.startsWith(`products/${wrap!.id}/`));
    expect(wrapKeys.filter((key) => key.endsWith('.png'))).toHaveLength(1);
    expect(wrapKeys.filter((key) => key.endsWith('.webp')).length).toBeGreaterThan(0);
    const media = await server.db.prisma.mediaObject.findMany({
      where: { key: { startsWith: `products/${wrap!.id}/` } },
    });
    expect(media).toHaveLength(1);
    expect((media[0]!.variants as unknown[]).length).toBeGreaterThan(0);

    const audit = await server.db.prisma.auditEvent.findMany({ where: { brandId, entityType: 'product' } });
    expect(audit.map((a) => [a.action, a.entityLabel]).sort()).toEqual([
      ['created', 'Aṣọ-òkè wrap'],
      ['created', 'Ndébélé cape'],
    ]);
  });

  it('a row failing while written leaves nothing behind: no rows, no audit entries, no stored files', async () => {
    const prisma = server.db.prisma;
    await prisma.$executeRawUnsafe(`
      CREATE FUNCTION refuse_exploding() RETURNS trigger AS $$
      BEGIN IF NEW.title = 'Explodes' THEN RAISE EXCEPTION 'refused by test trigger'; END IF; RETURN NEW; END
      $$ LANGUAGE plpgsql`);
    await prisma.$executeRawUnsafe(
      `CREATE TRIGGER refuse_exploding BEFORE INSERT OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION refuse_exploding()`,
    );
    try {
      const [wrap, cape] = await productsOf(brandId);
      const keysBefore = await allProductImageKeys();
      const before = await productsOf(brandId);
      const audits = await prisma.auditEvent.count();
      const rows = [
        ['id', 'title', 'description', 'price', 'category', 'images'],
        [wrap!.id, 'Aṣọ-òkè wrap, renamed', 'x', '10', 'Bridal', 'new.png'],
        ['', 'Fine', 'x', '10', 'Bridal', 'new.png'],
        // The last row to be written fails, after the new row and the first update went in.
        [cape!.id, 'Explodes', 'x', '10', 'Bridal', 'https://img.example/boom.png'],
      ];
      const zip = await zipOf({ 'new.png': await png(800, 800) });
      const failed = await runImport('super_admin', { file: csvFile(csv(rows)), imagesZip: zip, dryRun: false });
      expect(failed).toMatchObject({ status: 'failed', failureMessage: CSV_MESSAGES.importFailed });
      expect(await productsOf(brandId)).toEqual(before);
      expect(await prisma.auditEvent.count()).toBe(audits);
      expect(await allProductImageKeys()).toEqual(keysBefore);
    } finally {
      await prisma.$executeRawUnsafe('DROP TRIGGER refuse_exploding ON products');
      await prisma.$executeRawUnsafe('DROP FUNCTION refuse_exploding()');
    }
  });

  it('lets a brand_admin import and export only their own brands', async () => {
    const file = csvFile(
      csv([
        ['title', 'description', 'price', 'category', 'images'],
        ['X', 'x', '1', 'Bridal', 'https://img.example/x.png'],
      ]),
    );
    const refused = await as('brand_admin', IMPORT, { input: { brandId: otherBrandId, file, dryRun: true } });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: CSV_MESSAGES.noAccess,
      extensions: { code: 'FORBIDDEN' },
    });
    const exportRefused = await as('brand_admin', EXPORT, { brandId: otherBrandId });
    expect(exportRefused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await exportRest('brand_admin', otherBrandId)).status).toBe(403);
    const signedOut = await fetch(`${server.url}/api/studio/products/export?brand_id=${brandId}`);
    expect(signedOut.status).toBe(401);
    const admin = await as('admin', EXPORT, { brandId: otherBrandId });
    expect(admin.body.errors).toBeUndefined();
  });

  it('lets an admin add rows but, as on the edit screen, not change existing products', async () => {
    const file = csvFile(
      csv([
        ['id', 'title', 'description', 'price', 'category', 'images'],
        [otherProductId, 'Renamed', 'x', '1', 'Bridal', 'https://img.example/x.png'],
      ]),
    );
    const answer = await importAs('admin', { file, dryRun: false }, otherBrandId);
    expect(answer.problems).toEqual([
      { row: 2, column: 'id', message: "You don't have permission to edit this product" },
    ]);
    expect((await server.db.prisma.product.findUniqueOrThrow({ where: { id: otherProductId } })).title).toBe(
      'Not yours',
    );
  });

  it('REST export: a UTF-8 CSV with BOM, named after the brand and today, products only; names round-trip byte for byte', async () => {
    await server.db.prisma.product.create({
      data: {
        brandId,
        title: 'Fitting session',
        price: 20,
        currency: 'NGN',
        serviceKind: 'fitting',
        serviceType: 'service',
      },
    });
    // A formula behind a ';' (a cell start where a spreadsheet splits at ';') and behind ', '.
    const FORMULAS = ';=1+1, -2+3';
    await server.db.prisma.product.updateMany({
      where: { brandId, title: 'Ndébélé cape' },
      data: { description: FORMULAS },
    });
    const first = await exportRest('brand_admin');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(first.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="?aso-oke-house-products-${today()}\\.csv"?$`),
    );
    const bytes = Buffer.from(await first.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(bytes, { bom: true }) as string[][];
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(rows.map((r) => r[1])).toEqual(['Aṣọ-òkè wrap', 'Ndébélé cape']);
    expect(rows[0]![CSV_COLUMNS.indexOf('collection')]).toBe('Ndébélé');
    expect(rows[1]![CSV_COLUMNS.indexOf('description')]).toBe(";'=1+1, '-2+3");

    const again = await importAs('brand_admin', { file: new File([bytes], 'export.csv'), dryRun: false });
    expect(again).toEqual({ dryRun: false, rowCount: 2, created: 0, updated: 2, problems: [] });
    const second = Buffer.from(await (await exportRest('brand_admin')).arrayBuffer());
    expect(second.equals(bytes)).toBe(true);
    const cape = await server.db.prisma.product.findFirstOrThrow({ where: { brandId, title: 'Ndébélé cape' } });
    expect(cape.description).toBe(FORMULAS);
    // Unchanged rows leave no audit entry.
    expect(await server.db.prisma.auditEvent.count({ where: { brandId, action: 'updated' } })).toBe(0);

    const missing = await fetch(`${server.url}/api/studio/products/export`, { headers: bearer(tokens.super_admin!) });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: PRODUCT_MESSAGES.brandRequired });
  });

  it('reports a file it cannot read as a failed check, with the reason', async () => {
    const failed = await runImport('brand_admin', { file: csvFile('title,price\n'), dryRun: true });
    expect(failed).toMatchObject({ status: 'failed', failureMessage: CSV_MESSAGES.noRows, fileName: 'products.csv' });
    const latest = await as('brand_admin', LATEST, { brandId });
    expect(latest.body.data.latestProductImport).toMatchObject({ id: failed.id, status: 'failed' });
    // Nobody else can follow it: signed out, the import is not there.
    const anonymous = await server.graphql(IMPORT_STATE, { id: failed.id });
    expect(anonymous.body.data?.node ?? null).toBeNull();
    expect((await server.graphql(LATEST, { brandId })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('runs one import of a brand at a time, and at most 30 an hour', async () => {
    const prisma = server.db.prisma;
    const file = csvFile(csv([['title'], ['x']]));
    const underWay = await prisma.productImport.create({
      data: { brandId, dryRun: true, fileName: 'big.csv', status: 'checking' },
    });
    const busy = await as('brand_admin', IMPORT, { input: { brandId, file, dryRun: true } });
    expect(busy.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ file: CSV_MESSAGES.importRunning });
    await prisma.productImport.update({ where: { id: underWay.id }, data: { status: 'finished' } });

    const started = await prisma.productImport.count({ where: { brandId } });
    await prisma.productImport.createMany({
      data: Array.from({ length: 30 - started }, () => ({
        brandId,
        dryRun: true,
        fileName: 'a.csv',
        status: 'finished' as const,
      })),
    });
    const many = await as('brand_admin', IMPORT, { input: { brandId, file, dryRun: true } });
    expect(many.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ file: CSV_MESSAGES.tooManyImports(30) });
    // The hour passes.
    await prisma.productImport.updateMany({
      where: { brandId },
      data: { createdAt: new Date(Date.now() - 61 * 60_000) },
    });
    expect((await importAs('brand_admin', { file, dryRun: true })).rowCount).toBe(1);
  });

  it('refuses files it cannot use with a clear message on the file', async () => {
    const notUtf8 = new File([new Uint8Array([0x74, 0x69, 0x74, 0x6c, 0x65, 0x0a, 0xe9, 0x0a])], 'latin1.csv');
    const answer = await as('super_admin', IMPORT, { input: { brandId, file: notUtf8, dryRun: true } });
    expect(answer.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ file: CSV_MESSAGES.notUtf8 });
    const notZip = await as('super_admin', IMPORT, {
      input: { brandId, file: csvFile('title\nx\n'), imagesZip: new File(['hello'], 'images.zip'), dryRun: true },
    });
    expect(notZip.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ imagesZip: CSV_MESSAGES.notAZip });
  });
});
