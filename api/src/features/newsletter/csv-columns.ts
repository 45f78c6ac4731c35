import { toCsvCell } from '../../domain/csv-cells.js';
import type { SubscriberNode } from './rest-documents.js';

/** The columns of the subscribers CSV, in order. */
export const SUBSCRIBER_CSV_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'subscription_status',
  'source',
  'subscribed_at',
  'unsubscribed_at',
  'email_count',
] as const;

export type SubscriberCsvColumn = (typeof SUBSCRIBER_CSV_COLUMNS)[number];

/** One subscriber as the CSV's cells, every one neutralised. */
export function subscriberCsvRecord(s: SubscriberNode): Record<SubscriberCsvColumn, string> {
  const cells: Record<SubscriberCsvColumn, string> = {
    id: s.databaseId,
    email: s.email,
    first_name: s.firstName ?? '',
    last_name: s.lastName ?? '',
    subscription_status: s.subscriptionStatus,
    source: s.source,
    subscribed_at: s.subscribedAt,
    unsubscribed_at: s.unsubscribedAt ?? '',
    email_count: String(s.emailCount),
  };
  return Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, toCsvCell(v)])) as Record<
    SubscriberCsvColumn,
    string
  >;
}
