import { once } from 'node:events';
import type { Request, Response } from 'express';
import { stringify } from 'csv-stringify';
import type { RestDeps } from '../../rest/deps.js';
import { runGraphQL } from '../../rest/run-graphql.js';
import { answerError } from '../../rest/answer.js';
import { SUBSCRIBER_CSV_COLUMNS, subscriberCsvRecord } from './csv-columns.js';
import { NEWSLETTER_MESSAGES } from './messages.js';
import { LIST, type SubscriberPage } from './rest-documents.js';
import { exportFileName } from './rules.js';
import { requestLogger } from '../../http/request-log.js';

/** Rows read per GraphQL page while the CSV streams: the connection's maximum. */
export const EXPORT_BATCH = 100;

/**
 * GET /api/studio/newsletter/export: every subscriber, newest first, as a CSV download named with
 * today's date. Rows are read a page at a time through the schema (so its auth applies) and
 * streamed out as they come; the whole list is never held in memory. The first page decides the
 * answer: a refusal is a JSON error; once rows are on their way, a later failure cuts the download
 * off rather than leaving a file that looks complete.
 */
export function exportSubscribersRoute({ server, context }: RestDeps) {
  return async (req: Request, res: Response) => {
    const page = (after: string | null) =>
      runGraphQL<SubscriberPage>(server, context, req, LIST, { first: EXPORT_BATCH, after, filter: null });

    let answer = await page(null);
    if (answer.errors.length || !answer.data)
      return answerError(res, answer.errors, { fallback: NEWSLETTER_MESSAGES.exportFailed });

    res.attachment(exportFileName(new Date()));
    res.set('Content-Type', 'text/csv; charset=utf-8');
    const csv = stringify({ header: true, columns: [...SUBSCRIBER_CSV_COLUMNS], bom: true });
    csv.pipe(res);
    try {
      for (;;) {
        const { edges, pageInfo } = answer.data!.newsletterSubscribers;
        for (const { node } of edges) if (!csv.write(subscriberCsvRecord(node))) await once(csv, 'drain');
        if (!pageInfo.hasNextPage || !pageInfo.endCursor || res.destroyed) break;
        answer = await page(pageInfo.endCursor);
        if (answer.errors.length || !answer.data) throw new Error(answer.errors[0]?.message ?? 'No data');
      }
      csv.end();
    } catch (err) {
      requestLogger(req).error({ err }, 'newsletter export failed part-way');
      csv.unpipe(res);
      res.destroy();
    }
  };
}
