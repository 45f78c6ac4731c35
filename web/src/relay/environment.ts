import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';
import { createContext, RouterContextProvider } from 'react-router';
import { CACHE_LIFETIMES_MS, CACHE_SWEEP_INTERVAL_MS } from './cacheLifetimes';
import { fetchGraphQL } from './fetchGraphQL';
import { takeServerAnswer } from '../ssr/serverAnswers';

/** A Relay environment over `fetchFn`: the browser's one (below), or one per server render. */
export function createEnvironment(fetchFn: FetchFunction): Environment {
  const store = new Store(new RecordSource(), {
    gcReleaseBufferSize: 20,
    // Nothing older than the longest lifetime is ever served without asking the server.
    queryCacheExpirationTime: CACHE_LIFETIMES_MS.medium,
  });
  if (typeof window !== 'undefined') window.setInterval(() => store.scheduleGC(), CACHE_SWEEP_INTERVAL_MS);
  return new Environment({ network: Network.create(fetchFn), store });
}

/**
 * The one Relay environment of the app in the browser. Route loaders and components share it. An
 * answer the server rendered the page with is used once instead of asking again.
 */
export const environment = createEnvironment(
  (operation, variables, cacheConfig, uploadables) =>
    takeServerAnswer(operation, variables) ?? fetchGraphQL(operation, variables, cacheConfig, uploadables),
);

/** Carries a server render's own environment to the route loaders (react-router's loader context). */
export const renderEnvironmentContext = createContext<Environment | null>(null);

/** The environment a route loader loads into: the server render's, or the browser's one. */
export function loaderEnvironment(args: unknown): Environment {
  const context = (args as { context?: unknown } | null)?.context;
  return (context instanceof RouterContextProvider && context.get(renderEnvironmentContext)) || environment;
}
