import { z } from 'zod';
import { defineJobKind } from '../../../jobs/job-kind.js';
import { runProductImport } from './import-run.js';

/**
 * Checks, and unless it is a dry run imports, one product CSV recorded in product_imports. A run
 * whose process died is retried from the start; writing is one transaction that also marks the
 * import finished, so a product row is never written twice or half.
 */
export const importProductsCsvJob = defineJobKind({
  name: 'products-import-csv',
  payload: z.object({ importId: z.string().uuid() }),
  retryLimit: 2,
  retryDelaySeconds: 5,
  retryBackoff: true,
  // 5000 rows and a 100 MB zip of images take minutes, not a quarter of an hour.
  expireInSeconds: 15 * 60,
  concurrency: 1,
  handle: ({ importId }, job) => runProductImport(job, importId),
});
