import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { CACHE_LIFETIMES_MS, CACHE_SWEEP_INTERVAL_MS } from './cacheLifetimes';
import { fetchGraphQL } from './fetchGraphQL';

function createEnvironment(): Environment {
  const store = new Store(new RecordSource(), {
    gcReleaseBufferSize: 20,
    // Nothing older than the longest lifetime is ever served without asking the server.
    queryCacheExpirationTime: CACHE_LIFETIMES_MS.medium,
  });
  if (typeof window !== 'undefined') window.setInterval(() => store.scheduleGC(), CACHE_SWEEP_INTERVAL_MS);
  return new Environment({ network: Network.create(fetchGraphQL), store });
}

/** The one Relay environment of the app. Route loaders and components share it. */
export const environment = createEnvironment();
