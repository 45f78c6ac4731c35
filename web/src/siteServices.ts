import type { DataRouter } from 'react-router';
import { recordPageViews } from './analytics/recordPageViews';
import { registerServiceWorker } from './offline/registerServiceWorker';

/** Background work of the whole app: offline support and page-view counting. */
export function startSiteServices(router: DataRouter): void {
  registerServiceWorker();
  recordPageViews(router);
}
