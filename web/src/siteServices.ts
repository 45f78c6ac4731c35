import type { DataRouter } from 'react-router';
import { recordPageViews } from './analytics/recordPageViews';
import { registerServiceWorker } from './offline/registerServiceWorker';
import { prefetchOnIntent } from './prefetch/prefetchOnIntent';

/** Background work of the whole app: offline support, page-view counting and prefetching. */
export function startSiteServices(router: DataRouter): void {
  registerServiceWorker();
  recordPageViews(router);
  prefetchOnIntent();
}
