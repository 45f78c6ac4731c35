import type { ReactNode } from 'react';
import type { ResultsTexts } from '../PagedResults';

/** The words of a list: its hidden heading, its nouns, Load more, its two empty states. */
export interface ListTexts extends ResultsTexts {
  loadMoreFailed: string;
}

interface ListWords {
  /** What one and several items are called in the count: 'product' / 'products'. */
  nouns: { one: string; many: string };
  /** What the other texts call the items, when not by the plural noun ('activity'). */
  subject?: string;
  heading?: string;
  loadMoreLabel?: string;
  loadMoreFailed?: string;
  empty: { message: string; title?: string; action?: ReactNode };
  noMatches: { message: string; title?: string };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A list's words from its nouns: the heading 'Products', 'Load more products', 'Failed to load more
 * products. Please try again.', 'No products yet' and 'No products match your filters', each
 * replaced where the list words it otherwise.
 */
export function listTexts({ nouns, subject = nouns.many, empty, noMatches, ...words }: ListWords): ListTexts {
  return {
    heading: words.heading ?? capitalised(subject),
    nouns,
    loadMoreLabel: words.loadMoreLabel ?? `Load more ${subject}`,
    loadMoreFailed: words.loadMoreFailed ?? `Failed to load more ${subject}. Please try again.`,
    empty: { title: `No ${subject} yet`, ...empty },
    noMatches: { title: `No ${subject} match your filters`, ...noMatches },
  };
}
