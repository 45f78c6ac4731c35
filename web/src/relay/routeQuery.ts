import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useLoaderData } from 'react-router';
import type { CacheLifetime } from './cacheLifetimes';
import { environment, loaderEnvironment } from './environment';
import { freshFetchPolicy } from './freshFetchPolicy';

/** Resolves once the query's network request has finished, whatever its outcome. */
function settled(queryRef: PreloadedQuery<OperationType>): Promise<void> {
  return new Promise((resolve) => {
    if (!queryRef.source) {
      resolve();
      return;
    }
    queryRef.source.subscribe({ complete: () => resolve(), error: () => resolve() });
  });
}

/**
 * Builds a route loader that preloads a query. The loader starts the request at once, so code
 * (lazy route modules) and data load in parallel, and waits for the answer so the navigation
 * stays pending until the page can render. Errors are not thrown here: usePreloadedQuery throws
 * them during render, where the page's own error boundary decides how to show them. Each route
 * keeps one live reference; the previous one is released when the next is made. An answer within
 * its cache lifetime is reused without a request.
 */
export function routeQueryLoader<TQuery extends OperationType, TArgs>(
  query: GraphQLTaggedNode,
  variablesFor: (args: TArgs) => TQuery['variables'],
  lifetime: CacheLifetime = 'short',
): (args: TArgs) => Promise<PreloadedQuery<TQuery>> {
  let previous: PreloadedQuery<TQuery> | null = null;
  return async (args) => {
    const variables = variablesFor(args);
    const target = loaderEnvironment(args);
    const queryRef = loadQuery<TQuery>(target, query, variables, {
      fetchPolicy: freshFetchPolicy(query, variables, lifetime),
    });
    // A server render's environment lives for one request: only the browser's keeps references.
    if (target === environment) {
      previous?.dispose();
      previous = queryRef;
    }
    await settled(queryRef as PreloadedQuery<OperationType>);
    return queryRef;
  };
}

/**
 * The query reference the current route's routeQueryLoader returned. (useLoaderData's inferred
 * type models serialised server data, which a query reference is not, hence the explicit type.)
 */
export function useRouteQueryRef<TQuery extends OperationType>(): PreloadedQuery<TQuery> {
  return useLoaderData() as PreloadedQuery<TQuery>;
}
