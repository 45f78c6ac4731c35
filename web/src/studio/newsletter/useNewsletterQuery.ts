import { useEffect, useRef, useState } from 'react';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import {
  createOperationDescriptor,
  getRequest,
  type GraphQLTaggedNode,
  type OperationType,
  type PayloadData,
} from 'relay-runtime';
import { environment } from '../../relay/environment';
import { FetchCancelledError, NEWSLETTER_FETCH, withRetries } from './newsletterFetchPolicy';
import { isAccessRefused, requestQuery } from './newsletterRequest';

export type NewsletterQueryState<TQuery extends OperationType> =
  | { status: 'loading'; queryRef: PreloadedQuery<TQuery> | null }
  | { status: 'ready'; queryRef: PreloadedQuery<TQuery> }
  | { status: 'failed'; queryRef: PreloadedQuery<TQuery> | null; error: Error };

/**
 * Runs a Relay query under the newsletter fetch policy (time-out per attempt, 4 attempts with
 * backoff, no retry after a refusal), puts the answer in the Relay store and hands back a query
 * reference to render it from there (`usePreloadedQuery`), so fragments, pagination and mutation
 * updates work as anywhere else. A new `variables` or `fetchKey` fetches again; the previous
 * answer stays on screen meanwhile.
 */
export function useNewsletterQuery<TQuery extends OperationType>(
  query: GraphQLTaggedNode,
  variables: TQuery['variables'],
  { timeoutMs, fetchKey }: { timeoutMs: number; fetchKey: string | number },
): NewsletterQueryState<TQuery> {
  const [state, setState] = useState<NewsletterQueryState<TQuery>>({ status: 'loading', queryRef: null });
  const variablesKey = JSON.stringify(variables);
  const current = useRef<PreloadedQuery<TQuery> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const vars = JSON.parse(variablesKey) as TQuery['variables'];
    setState((previous) => ({ status: 'loading', queryRef: previous.queryRef }));
    withRetries((signal) => requestQuery<PayloadData>(query, vars, signal), {
      attempts: NEWSLETTER_FETCH.attempts,
      backoffMs: NEWSLETTER_FETCH.backoffMs,
      timeoutMs,
      isFinal: isAccessRefused,
      signal: controller.signal,
    }).then(
      (data) => {
        if (controller.signal.aborted) return;
        environment.commitPayload(createOperationDescriptor(getRequest(query), vars), data);
        const queryRef = loadQuery<TQuery>(environment, query, vars, { fetchPolicy: 'store-only' });
        current.current?.dispose();
        current.current = queryRef;
        setState({ status: 'ready', queryRef });
      },
      (error: unknown) => {
        if (controller.signal.aborted || error instanceof FetchCancelledError) return;
        setState((previous) => ({
          status: 'failed',
          queryRef: previous.queryRef,
          error: error instanceof Error ? error : new Error(String(error)),
        }));
      },
    );
    return () => controller.abort();
  }, [query, variablesKey, timeoutMs, fetchKey]);

  useEffect(() => () => current.current?.dispose(), []);
  return state;
}
