import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** One persisted query with its variables, as the server render asks for it. */
export interface RenderOperation {
  id: string;
  operationName: string;
  variables: Record<string, unknown>;
}

export interface OperationAnswer {
  data?: unknown;
  errors?: readonly { message: string; path?: ReadonlyArray<string | number>; extensions?: Record<string, unknown> }[];
}

/** What the web app's server bundle (web/src/ssr/entry-server.tsx) renders for a page. */
export interface RenderedPage {
  html: string;
  /** The page's title and preloads, for the top of the head. */
  headStart: string;
  head: string;
  answers: string;
}

export interface ServerBundle {
  render(
    url: URL,
    execute: (operation: RenderOperation) => Promise<OperationAnswer>,
    signal?: AbortSignal,
  ): Promise<RenderedPage | null>;
}

/** Where `npm run build` writes the server bundle: a dot folder, which static serving never answers. */
export const serverBundlePath = (webDist: string) => path.join(webDist, '.server', 'entry-server.js');

/** The server bundle of the built web app, or null when it was not built (pages are then the plain shell). */
export async function loadServerBundle(webDist: string): Promise<ServerBundle | null> {
  const file = serverBundlePath(webDist);
  if (!fs.existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as Partial<ServerBundle>;
  if (typeof bundle.render !== 'function') throw new Error(`${file} does not export render().`);
  return bundle as ServerBundle;
}
