import type { AnyJobKind } from './job-kind.js';
import { deliverMailJob } from '../mail/deliver-mail-job.js';
import { importProductsCsvJob } from '../features/products/csv/import-job.js';
import { processImageJob } from '../storage/process-image-job.js';

/** Every kind of job: the one list a worker runs and whose queues every process makes. */
export const JOB_KINDS: readonly AnyJobKind[] = [deliverMailJob, processImageJob, importProductsCsvJob];
