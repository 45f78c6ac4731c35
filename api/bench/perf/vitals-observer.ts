/** What the page reports about itself once it has settled. */
export interface PageVitals {
  /** Start time of the last largest-contentful-paint entry, ms since navigation; null if none. */
  lcpMs: number | null;
  /** The element that painted it, as `tag#id.class` (what to look at when LCP is slow). */
  lcpElement: string;
  /** Cumulative Layout Shift: the largest session window of shifts without recent input. */
  cls: number;
}

/**
 * Also keeps `window.__perfBusyUntil`: when the page's last long task ended (to know it has settled).
 * Runs in the page before its own scripts (an init script), so no entry is missed. Plain
 * JavaScript in a string: a function would be serialized after tsx's transform, which may call
 * helpers the page does not have. Session windows as web-vitals defines them: shifts less than 1 s
 * apart, a window at most 5 s long.
 */
export const VITALS_OBSERVER = `(() => {
  const vitals = { lcpMs: null, lcpElement: '', cls: 0 };
  window.__perfVitals = vitals;
  window.__perfBusyUntil = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__perfBusyUntil = Math.max(window.__perfBusyUntil, entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const describe = (el) => {
    if (!el) return '';
    const id = el.id ? '#' + el.id : '';
    const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).slice(0, 2).join('.') : '';
    return el.tagName.toLowerCase() + id + cls;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcpMs = entry.startTime;
      vitals.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let windowValue = 0, windowFirst = 0, windowLast = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (windowValue && entry.startTime - windowLast < 1000 && entry.startTime - windowFirst < 5000) {
        windowValue += entry.value;
      } else {
        windowValue = entry.value;
        windowFirst = entry.startTime;
      }
      windowLast = entry.startTime;
      vitals.cls = Math.max(vitals.cls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;
