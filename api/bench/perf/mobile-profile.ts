/**
 * Lighthouse's mobile profile ("slow 4G" on a mid-range phone), applied through the DevTools
 * protocol: 150 ms latency per request, 1.6 Mbit/s down, 750 kbit/s up, the CPU four times slower
 * than this machine's, a 390 × 844 touch screen at 1.75 device pixels per CSS pixel.
 */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1_600 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

export const CPU_SLOWDOWN = 4;

export const DEVICE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/140.0.0.0 Mobile Safari/537.36',
} as const;

/** Debian's Chromium with the flags every browser run here uses: the journeys (playwright.config.ts) and npm run perf. */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
