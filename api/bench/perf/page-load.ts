import type { Browser, Page } from '@playwright/test';
import { CPU_SLOWDOWN, DEVICE, NETWORK } from './mobile-profile.js';
import { TransferLedger, type TransferTotals } from './transfer-ledger.js';
import { VITALS_OBSERVER, type PageVitals } from './vitals-observer.js';

export type PageLoad = PageVitals & TransferTotals & { settledMs: number };

/** The page counts as settled once no request has started or ended for this long. */
const QUIET_MS = 2_000;
/** A page that never settles is measured as it stands after this long. */
const SETTLE_LIMIT_MS = 60_000;

/** Milliseconds since the page's last long task ended, asked after its next frame. */
const mainThreadQuietMs = (page: Page) =>
  page.evaluate(
    `new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - window.__perfBusyUntil))))`,
  ) as Promise<number>;

/**
 * One first visit: a fresh browser context (no cache, no cookies, no service worker), the mobile
 * profile applied before navigation, then the page left until its network and main thread are quiet.
 */
export async function loadPage(browser: Browser, url: string, cpuSlowdown = CPU_SLOWDOWN): Promise<PageLoad> {
  // Service workers are blocked: their install-time fetches happen outside the page's own network
  // log, and a first visit is measured before any worker could answer.
  const context = await browser.newContext({ ...DEVICE, serviceWorkers: 'block' });
  try {
    await context.addInitScript(VITALS_OBSERVER);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const ledger = new TransferLedger(cdp);

    const started = Date.now();
    const response = await page.goto(url, { waitUntil: 'load', timeout: SETTLE_LIMIT_MS });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    // Settled: no request for QUIET_MS and no long task for as long. Network quiet alone is not
    // enough: with the CPU slowed down the page may still be running its scripts, not yet painted.
    while (Date.now() - started < SETTLE_LIMIT_MS) {
      if (ledger.inFlight === 0 && ledger.quietForMs >= QUIET_MS && (await mainThreadQuietMs(page)) >= QUIET_MS) break;
      await page.waitForTimeout(250);
    }
    const settledMs = Date.now() - started;

    const vitals = (await page.evaluate('window.__perfVitals')) as PageVitals;
    return { ...vitals, ...(await ledger.totals()), settledMs };
  } finally {
    await context.close();
  }
}
