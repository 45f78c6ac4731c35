import { useMemo } from 'react';
import { createOperationDescriptor, getRequest, type GraphQLTaggedNode, type Variables } from 'relay-runtime';
import { isFresh, type CacheLifetime } from './cacheLifetimes';
import { environment } from './environment';

/**
 * The fetch policy that honours a query's cache lifetime: an answer still within its lifetime is
 * shown from the store without a request; an older one is shown at once and refreshed in the
 * background; a missing one is fetched.
 */
export function freshFetchPolicy(
  query: GraphQLTaggedNode,
  variables: Variables,
  lifetime: CacheLifetime,
): 'store-or-network' | 'store-and-network' {
  const operation = createOperationDescriptor(getRequest(query), variables);
  const availability = environment.check(operation);
  return availability.status === 'available' && isFresh(availability.fetchTime, lifetime, Date.now())
    ? 'store-or-network'
    : 'store-and-network';
}

/** freshFetchPolicy decided once per query and variables, so a render after the answer keeps it. */
export function useFreshFetchPolicy(
  query: GraphQLTaggedNode,
  variables: Variables,
  lifetime: CacheLifetime,
): 'store-or-network' | 'store-and-network' {
  // Variables are compared by value: callers pass fresh object literals on every render.
  const key = JSON.stringify(variables);
  return useMemo(() => freshFetchPolicy(query, variables, lifetime), [query, key, lifetime]);
}
