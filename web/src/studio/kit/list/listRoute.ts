import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { environment } from '../../../relay/environment';

/** What a list route's loader hands its page: the started query, and how many loads came before it. */
export interface ListRouteData<TQuery extends OperationType> {
  queryRef: PreloadedQuery<TQuery>;
  /** Changes on every load, a Try Again included, so the page starts over with the new answer. */
  loadId: number;
}

/**
 * A studio list's route: the loader starts the list's query for the URL's filters as the page's
 * code loads, and the page reads it with usePreloadedQuery (one request). The loader does not wait
 * for the answer: the page shows its own loading, failure and Try Again. A change to parameters
 * the query does not read (an open dialog's ?entry=) does not load the list again.
 */
export function listRoute<TQuery extends OperationType>(
  query: GraphQLTaggedNode,
  variablesFor: (params: URLSearchParams) => TQuery['variables'],
  /** Starts what else the page shows beside the list (figures, brand choices, filter counts). */
  alsoPreload?: ((params: URLSearchParams) => void) | (() => void),
) {
  let previous: PreloadedQuery<TQuery> | null = null;
  let loads = 0;
  const variablesKey = (url: URL) => JSON.stringify(variablesFor(url.searchParams));

  function loader({ request }: LoaderFunctionArgs): ListRouteData<TQuery> {
    const params = new URL(request.url).searchParams;
    alsoPreload?.(params);
    const variables = variablesFor(params);
    const queryRef = loadQuery<TQuery>(environment, query, variables, { fetchPolicy: 'network-only' });
    previous?.dispose();
    previous = queryRef;
    loads += 1;
    return { queryRef, loadId: loads };
  }

  function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
    // The same address again is a Try Again (or a link to the list itself): load afresh.
    if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
    return currentUrl.pathname !== nextUrl.pathname || variablesKey(currentUrl) !== variablesKey(nextUrl);
  }

  return { loader, shouldRevalidate };
}
