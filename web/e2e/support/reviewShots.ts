import fs from 'node:fs';
import path from 'node:path';
import { test, type Locator, type Page } from '@playwright/test';

/**
 * Screenshots for a person to look at (a screen at 390 and 1280 px, say), written only when
 * ADIRE_E2E_SHOTS names a folder: `ADIRE_E2E_SHOTS=/tmp/shots npm run e2e`. They land in one
 * subfolder per journey file. A failing journey gets its screenshot from Playwright either way.
 */
const SHOTS = process.env.ADIRE_E2E_SHOTS;

function shotPath(name: string): string | null {
  if (!SHOTS) return null;
  const folder = path.join(SHOTS, path.basename(test.info().file, '.spec.ts'));
  fs.mkdirSync(folder, { recursive: true });
  return path.join(folder, `${name}.png`);
}

export async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  const file = shotPath(name);
  if (file) await page.screenshot({ path: file, fullPage });
}

export async function shootElement(target: Locator, name: string): Promise<void> {
  const file = shotPath(name);
  if (file) await target.screenshot({ path: file });
}
