import type { GraphQLAnswer } from './run-graphql.js';

type Errors = GraphQLAnswer<unknown>['errors'];

/** Where the page starting at an offset begins in a connection: the cursor to ask `after`. */
export interface PageStart {
  after: string | null;
  errors: Errors;
  /** The offset lies beyond the last row, so the page is empty. */
  past: boolean;
}

/**
 * REST lists are paged by number while the schema's connections page by cursor: walks the first
 * `offset` rows' cursors, at most `batch` at a time, to the cursor the page starts after.
 * `cursors(first, after)` runs the list's cursors-only document.
 */
export async function cursorAtOffset(
  offset: number,
  batch: number,
  cursors: (first: number, after: string | null) => Promise<GraphQLAnswer<{ cursor: string }[]>>,
): Promise<PageStart> {
  let after: string | null = null;
  for (let remaining = offset; remaining > 0;) {
    const first = Math.min(remaining, batch);
    const answer = await cursors(first, after);
    if (answer.errors.length || !answer.data) return { after, errors: answer.errors, past: false };
    const edges = answer.data;
    if (edges.length) after = edges[edges.length - 1]!.cursor;
    remaining -= edges.length;
    if (edges.length < first) return { after, errors: [], past: remaining > 0 };
  }
  return { after, errors: [], past: false };
}
