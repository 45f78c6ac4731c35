/**
 * What a first visit to a public page may cost on a slow phone. LCP and CLS are Google's "good"
 * thresholds (Core Web Vitals); the byte budgets are the product's own.
 */
export const TARGETS = {
  /** Largest Contentful Paint, milliseconds. */
  lcpMs: 2_500,
  /** Cumulative Layout Shift (largest session window), unitless. */
  cls: 0.1,
  /** JavaScript of the first load, gzipped: 150 KiB. */
  firstLoadJsGzipBytes: 150 * 1024,
  /** Every byte the first load transfers (headers included): 500 KB. */
  totalBytes: 500_000,
} as const;

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`;
