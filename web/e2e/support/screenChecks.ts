import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { expect, type Page } from '@playwright/test';

/** axe with the WCAG 2.1 A and AA rules: no serious or critical violation (minor ones are logged). */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = results.violations.filter((v) => !blocking.includes(v));
  if (minor.length > 0) console.log(`[axe] ${screen}: ${minor.map((v) => `${v.impact} ${v.id}`).join(', ')}`);
  expect(
    blocking.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join('; ')})`,
    ),
    screen,
  ).toEqual([]);
}

/** The document is no wider than the viewport (nothing scrolls sideways). */
export async function expectNoHorizontalOverflow(page: Page, screen: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${screen}: document ${scrollWidth}px wide in a ${innerWidth}px viewport`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** A PNG with a woven look, made for a test: what a designer would upload. */
export function wovenPng(width = 600, height = 400): Promise<Buffer> {
  const stripe = Math.max(10, Math.round(width / 24));
  const stripes = Array.from(
    { length: Math.ceil(width / (stripe * 2)) },
    (_, i) =>
      `<rect x="${i * stripe * 2}" y="0" width="${stripe}" height="${height}" fill="${i % 2 ? '#c8872b' : '#1f2a5c'}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#f4ead8"/>${stripes}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
