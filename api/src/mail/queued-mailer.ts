import type { JobQueue } from '../jobs/job-kind.js';
import { deliverMailJob } from './deliver-mail-job.js';
import type { Mailer, MailTransport } from './mailer.js';

/** The app's mailer: every message becomes a delivery job on the queue. */
export function queuedMailer(jobs: JobQueue, transport: Pick<MailTransport, 'kind'>): Mailer {
  return {
    kind: transport.kind,
    async send(mail, { tx } = {}) {
      await jobs.enqueue(deliverMailJob, mail, { tx });
    },
  };
}
