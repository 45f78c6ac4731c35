import { matchRoutes, RouterContextProvider, type HydrationState, type RouteObject } from 'react-router';

/** The ids react-router gives routes that have none: their index path from the root ("0-1-3"). */
function routeIds(routes: readonly RouteObject[], parent: string[] = [], ids = new Map<RouteObject, string>()) {
  routes.forEach((route, index) => {
    const path = [...parent, String(index)];
    ids.set(route, route.id ?? path.join('-'));
    if (route.children) routeIds(route.children, path, ids);
  });
  return ids;
}

/** Loads a route's lazy parts into it, as the router would before rendering it. */
async function resolveLazy(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (!lazy) return;
  const parts =
    typeof lazy === 'function'
      ? await lazy()
      : Object.fromEntries(
          await Promise.all(Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => unknown)()])),
        );
  Object.assign(route, parts, { lazy: undefined });
}

/**
 * What the browser's router needs to take over a server-rendered page without rendering anything
 * else first: the matched routes' lazy code loaded, and their loaders run (their queries answer
 * from the answers the page carries, so nothing is asked again). Returns null when the location
 * matches no route.
 */
export async function prepareHydration(routes: RouteObject[], location: Location): Promise<HydrationState | null> {
  const matches = matchRoutes(routes, location);
  if (!matches) return null;
  await Promise.all(matches.map((match) => resolveLazy(match.route)));
  const ids = routeIds(routes);
  const url = new URL(location.href);
  const pattern =
    matches
      .map(({ route }) => route.path ?? '')
      .join('/')
      .replace(/\/+/g, '/') || '/';
  const loaderData: Record<string, unknown> = {};
  await Promise.all(
    matches.map(async ({ route, params }) => {
      if (typeof route.loader !== 'function') return;
      const args = { request: new Request(url), url, pattern, params, context: new RouterContextProvider() };
      loaderData[ids.get(route)!] = await route.loader(args);
    }),
  );
  return { loaderData, actionData: null, errors: null };
}
