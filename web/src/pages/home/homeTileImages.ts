import { fetchQuery, graphql } from 'relay-runtime';
import type { HomeTileImagesQuery, HomeTileImagesQuery$data } from '../../__generated__/HomeTileImagesQuery.graphql';
import type { OccasionName } from '../../lib/occasions';
import { environment } from '../../relay/environment';

/** How long the home page waits for tile pictures before keeping the drawn artwork. */
export const TILE_IMAGE_TIMEOUT_MS = 3000;

export type TileImageKey = 'Collections' | 'Tailored' | OccasionName;
export type TileImages = Partial<Record<TileImageKey, string>>;

const homeTileImagesQuery = graphql`
  query HomeTileImagesQuery {
    collections(first: 1) {
      edges {
        node {
          image
          images {
            imageUrl
          }
        }
      }
    }
    tailors(first: 1) {
      edges {
        node {
          image
          brand {
            image
          }
        }
      }
    }
    wedding: brands(first: 1, filter: { occasion: "Wedding" }, orderBy: RATING) {
      edges {
        node {
          image
        }
      }
    }
    party: brands(first: 1, filter: { occasion: "Party" }, orderBy: RATING) {
      edges {
        node {
          image
        }
      }
    }
    readyToWear: brands(first: 1, filter: { occasion: "Ready to Wear" }, orderBy: RATING) {
      edges {
        node {
          image
        }
      }
    }
    vacation: brands(first: 1, filter: { occasion: "Vacation" }, orderBy: RATING) {
      edges {
        node {
          image
        }
      }
    }
  }
`;

type Edges<T> = { readonly edges: readonly { readonly node: T }[] };
const firstNode = <T>(connection: Edges<T>): T | undefined => connection.edges[0]?.node;

export function tileImagesFrom(data: HomeTileImagesQuery$data): TileImages {
  const collection = firstNode(data.collections);
  const tailor = firstNode(data.tailors);
  const entries: [TileImageKey, string | null | undefined][] = [
    ['Collections', collection?.image ?? collection?.images[0]?.imageUrl],
    ['Tailored', tailor?.image ?? tailor?.brand?.image],
    ['Wedding', firstNode(data.wedding)?.image],
    ['Party', firstNode(data.party)?.image],
    ['Ready to Wear', firstNode(data.readyToWear)?.image],
    ['Vacation', firstNode(data.vacation)?.image],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [TileImageKey, string] => Boolean(entry[1])));
}

/**
 * Fetches the pictures for the home page's tiles. Calls back at most once: with the pictures, or
 * with nothing when the answer fails or takes longer than TILE_IMAGE_TIMEOUT_MS (the request is
 * then abandoned). Returns a function that cancels it.
 */
export function loadTileImages(onDone: (images: TileImages) => void): () => void {
  let finished = false;
  const finish = (images: TileImages) => {
    if (finished) return;
    finished = true;
    window.clearTimeout(timer);
    subscription.unsubscribe();
    onDone(images);
  };
  const timer = window.setTimeout(() => finish({}), TILE_IMAGE_TIMEOUT_MS);
  const subscription = fetchQuery<HomeTileImagesQuery>(environment, homeTileImagesQuery, {}).subscribe({
    next: (data) => finish(tileImagesFrom(data)),
    error: () => finish({}),
  });
  return () => {
    finished = true;
    window.clearTimeout(timer);
    subscription.unsubscribe();
  };
}
