import { z } from 'zod';
import { defineJobKind } from '../jobs/job-kind.js';

const mail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
});

/**
 * Delivers one queued mail. While the mail server is down it is retried with growing waits (30 s,
 * a minute, ... about two days in all) before it is given up and logged as undelivered.
 */
export const deliverMailJob = defineJobKind({
  name: 'mail-deliver',
  payload: mail,
  retryLimit: 12,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 120,
  concurrency: 2,
  handle: (payload, job) => job.mail.deliver(payload),
});
