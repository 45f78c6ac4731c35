import { useEffect, useState } from 'react';
import { fetchQuery, graphql } from 'react-relay';
import { environment } from '../../relay/environment';
import type { SearchModalQuery, SearchModalQuery$data } from '../../__generated__/SearchModalQuery.graphql';

export const SEARCH_DEBOUNCE_MS = 300;

const searchModalQuery = graphql`
  query SearchModalQuery($query: String!) {
    search(query: $query, first: 5) {
      brands {
        id
        name
        category
        city
        primaryImage {
          url
          srcSet
        }
      }
      collections {
        id
        title
        image
        images {
          imageUrl
        }
        brand {
          name
        }
      }
      products {
        id
        title
        image
        images
        brand {
          name
        }
      }
      tailors {
        id
        title
        image
        brand {
          name
          image
        }
      }
    }
  }
`;

export type SiteSearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; data: SearchModalQuery$data }
  | { status: 'failed'; query: string };

/** Searches 300 ms after the text stops changing; a blank text clears the results. */
export function useSiteSearch(text: string): SiteSearchState {
  const [state, setState] = useState<SiteSearchState>({ status: 'idle' });
  useEffect(() => {
    const query = text.trim();
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    let subscription: { unsubscribe(): void } | null = null;
    const timer = window.setTimeout(() => {
      setState({ status: 'loading', query });
      subscription = fetchQuery<SearchModalQuery>(
        environment,
        searchModalQuery,
        { query },
        { fetchPolicy: 'network-only' },
      ).subscribe({
        next: (data) => setState({ status: 'done', query, data }),
        error: () => setState({ status: 'failed', query }),
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [text]);
  return state;
}
