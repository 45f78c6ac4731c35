import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import yazl from 'yazl';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { SEEDED, signIn } from './support/accounts';
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from './support/screenChecks';
import { shoot } from './support/reviewShots';

const IMPORT_PAGE = '/studio/products/import';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

interface Brand {
  id: string;
  name: string;
  currency: string;
}

interface StoredProduct {
  databaseId: string;
  title: string;
  description: string | null;
  price: number | null;
  currency: string;
  category: string | null;
  inStock: boolean;
  image: string | null;
  images: string[];
  sizes: string[];
  serviceKind: string | null;
}

const PRODUCT_FIELDS = 'databaseId title description price currency category inStock image images sizes serviceKind';

async function brandProducts(request: APIRequestContext, token: string, brandId: string): Promise<StoredProduct[]> {
  const { managedProducts } = await graphqlAs<{ managedProducts: { edges: { node: StoredProduct }[] } }>(
    request,
    token,
    `query ($brandId: ID!) { managedProducts(first: 100, filter: { brandId: $brandId }) { edges { node { ${PRODUCT_FIELDS} } } } }`,
    { brandId },
  );
  return managedProducts.edges.map((edge) => edge.node);
}

async function deleteProducts(request: APIRequestContext, token: string, ids: string[]) {
  for (const id of ids)
    await graphqlAs(request, token, 'mutation ($id: ID!) { deleteProduct(input: { id: $id }) { deletedProductId } }', {
      id,
    });
}

/** CSV text from rows of cells, every cell quoted. */
const csvText = (rows: string[][]) =>
  rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n') + '\r\n';

function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of Object.entries(files)) zip.addBuffer(bytes, name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

// The journey watches the upload progress bar; requests a service worker passes on report none.
test.use({ serviceWorkers: 'block' });

/** A real PNG of noise, so it does not compress: enough bytes for a throttled upload to take a while. */
const noisyPng = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

test.describe('Studio product CSV import and export', () => {
  test('a super admin checks a file with bad rows, imports a clean one and downloads the export', async ({
    page,
    request,
  }) => {
    const mark = stamp();
    await signIn(page, SEEDED.superAdmin, IMPORT_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Import and Export Products' })).toBeVisible();
    const token = await accessTokenOf(page);
    const { productBrandChoices } = await graphqlAs<{ productBrandChoices: Brand[] }>(
      request,
      token,
      '{ productBrandChoices { id name currency } }',
    );
    const brand = productBrandChoices.find((b) => b.currency !== 'NONE')!;
    const otherCurrency = brand.currency === 'USD' ? 'EUR' : 'USD';
    const before = await brandProducts(request, token, brand.id);
    const created: string[] = [];

    try {
      await page.getByRole('combobox', { name: 'Brand' }).selectOption({ label: brand.name });
      await expectNoSeriousViolations(page, 'products import');

      // A dry run of a file with bad rows: every problem, in the spec's words, and nothing written.
      const bad = csvText([
        ['title', 'description', 'price', 'currency', 'category', 'in_stock', 'images'],
        ['', `Untitled ${mark}`, '100', '', 'Bridal', 'true', 'https://img.example/a.png'],
        [`Comma price ${mark}`, 'x', '12,50', '', 'Bridal', '', 'https://img.example/a.png'],
        [`Wrong currency ${mark}`, 'x', '100', otherCurrency, 'Bridal', '', 'https://img.example/a.png'],
        [`Maybe ${mark}`, 'x', '100', '', '', 'maybe', 'missing.png'],
      ]);
      await page
        .getByLabel('CSV file')
        .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
      await page.getByRole('button', { name: 'Check file' }).click();
      const table = page.getByRole('table');
      await expect(page.getByRole('heading', { name: '6 problems found' })).toBeVisible();
      const expected: [string, string, string | RegExp][] = [
        ['2', 'title', 'Please enter a product title'],
        ['3', 'price', 'Use digits and a decimal point only, for example 1500 or 1500.50.'],
        ['4', 'currency', new RegExp(`^Currency mismatch! This brand uses .*${brand.currency}\\.`)],
        ['5', 'in_stock', "in_stock must be true or false, not 'maybe'."],
        ['5', 'images', /^'missing\.png' is not an address, and no images zip was chosen\./],
        ['5', 'category', 'Please select at least one category'],
      ];
      for (const [row, column, message] of expected)
        await expect(
          table
            .getByRole('row')
            .filter({ has: page.getByRole('cell', { name: row, exact: true }) })
            .filter({ has: page.getByRole('cell', { name: column, exact: true }) })
            .getByRole('cell')
            .last(),
        ).toHaveText(message);
      await expect(page.getByRole('button', { name: /^Import/ })).toBeDisabled();
      expect((await brandProducts(request, token, brand.id)).filter((p) => p.title.includes(mark))).toEqual([]);
      await shoot(page, 'csv-problems-1280');
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoHorizontalOverflow(page, 'import problems at 390 px');
      await expectNoSeriousViolations(page, 'import problems at 390 px');
      await shoot(page, 'csv-problems-390');
      await page.setViewportSize({ width: 1280, height: 900 });

      // A clean file with an images zip: checked, then imported, its upload progress shown.
      const wrapTitle = `Aṣọ-òkè wrap ${mark}`;
      const capeTitle = `Ndébélé cape ${mark}`;
      const good = csvText([
        ['title', 'description', 'price', 'category', 'sizes', 'images', 'in_stock'],
        [wrapTitle, 'Hand-woven, "festive", with fringe', '1500.50', 'Ready to Wear', 'S|M', 'woven.png', 'true'],
        [capeTitle, 'Beaded cape', '200', 'Bridal', '', 'https://img.example/cape.png', 'FALSE'],
      ]);
      await page
        .getByLabel('CSV file')
        .setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
      await page.getByLabel('Images zip (optional)').setInputFiles({
        name: 'images.zip',
        mimeType: 'application/zip',
        buffer: await zipOf({ 'woven.png': await noisyPng(420) }),
      });
      await expect(page.getByRole('heading', { name: /problems found/ })).toBeHidden();
      await page.getByRole('button', { name: 'Check file' }).click();
      await expect(
        page.getByText('No problems found: importing will create 2 products and update 0 products.'),
      ).toBeVisible();
      // About 530 KB at 150 KB/s: the bar moves while the files go up.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 150 * 1024,
      });
      await page.getByRole('button', { name: 'Import 2 products' }).click();
      const progress = page.getByRole('progressbar');
      await expect(progress).toBeVisible();
      await expect
        .poll(async () => Number(await progress.getAttribute('aria-valuenow').catch(() => '100')))
        .toBeGreaterThan(0);
      await expect(page.getByText('Imported 2 products (2 new, 0 updated)').first()).toBeVisible({ timeout: 30_000 });
      await expect(toast(page, 'Imported 2 products (2 new, 0 updated)')).toBeVisible();
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await shoot(page, 'csv-imported-1280');

      const after = await brandProducts(request, token, brand.id);
      const wrap = after.find((p) => p.title === wrapTitle)!;
      const cape = after.find((p) => p.title === capeTitle)!;
      created.push(wrap.databaseId, cape.databaseId);
      expect(wrap).toMatchObject({ price: 1500.5, currency: brand.currency, sizes: ['S', 'M'], inStock: true });
      expect(wrap.image).toMatch(/\/media\/product-images\/products\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
      expect((await request.get(wrap.image!)).status()).toBe(200);
      expect(cape).toMatchObject({ price: 200, inStock: false, images: ['https://img.example/cape.png'] });
      expect(after.length).toBe(before.length + 2);

      // The export, downloaded and read back, holds the brand's products as the API has them.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/-products-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = fs.readFileSync((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      await expect(toast(page, 'Products exported successfully')).toBeVisible();
      const records = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
      const products = after.filter((p) => !p.serviceKind);
      expect(records.map((r) => r.id).sort()).toEqual(products.map((p) => p.databaseId).sort());
      for (const record of records) {
        const stored = products.find((p) => p.databaseId === record.id)!;
        expect(record.title).toBe(stored.title);
        expect(record.currency).toBe(stored.currency);
        expect(record.in_stock).toBe(String(stored.inStock));
        expect(record.sizes).toBe(stored.sizes.join('|'));
        if (stored.price != null) expect(Number(record.price)).toBe(stored.price);
      }
      expect(records.find((r) => r.id === wrap.databaseId)).toMatchObject({
        title: wrapTitle,
        description: 'Hand-woven, "festive", with fringe',
        price: '1500.50',
        images: wrap.image,
      });
      expect(records.find((r) => r.id === cape.databaseId)?.title).toBe(capeTitle);
    } finally {
      const leftovers = (await brandProducts(request, token, brand.id)).filter((p) => p.title.includes(mark));
      await deleteProducts(request, token, [...new Set([...created, ...leftovers.map((p) => p.databaseId)])]);
    }
  });

  test('a brand admin is offered only their own brands', async ({ page, request }) => {
    await signIn(page, SEEDED.brandAdmin, IMPORT_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Import and Export Your Products' })).toBeVisible();
    const token = await accessTokenOf(page);
    const { viewer } = await graphqlAs<{ viewer: { ownedBrands: { id: string; name: string }[] } }>(
      request,
      token,
      '{ viewer { ownedBrands { id name } } }',
    );
    const brand = page.getByRole('combobox', { name: 'Brand' });
    await expect(brand.locator('option')).toHaveCount(viewer.ownedBrands.length + 1);
    const offered = (await brand.locator('option').allTextContents()).slice(1).sort();
    expect(offered).toEqual(viewer.ownedBrands.map((b) => b.name).sort());
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await expectNoSeriousViolations(page, 'products import (brand admin)');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page, 'products import at 390 px');
    await shoot(page, 'csv-brand-admin-390');
  });
});
