import { useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import type { YouMayAlsoLikeQuery } from '../../__generated__/YouMayAlsoLikeQuery.graphql';
import { CollectionCard } from '../brand/CollectionCard';
import { pickAtRandom } from './pickAtRandom';

const MAX_SUGGESTIONS = 4;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  h2 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
`;

const Label = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(2, 1fr);

  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, 1fr); }
`;

/**
 * Up to four random collections from brands of the same category (see docs/decisions.md); signed
 * in, the section says it is based on the visitor's favourites.
 */
export function YouMayAlsoLike({ collectionId, category }: { collectionId: string; category: string }) {
  const { collections, viewer } = useLazyLoadQuery<YouMayAlsoLikeQuery>(
    graphql`
      query YouMayAlsoLikeQuery($category: String!) {
        viewer {
          id
        }
        collections(first: 24, filter: { category: $category }) {
          edges {
            node {
              id
              ...CollectionCard_collection
            }
          }
        }
      }
    `,
    { category },
  );
  const picks = useMemo(
    () => pickAtRandom(collections.edges.map((e) => e.node).filter((node) => node.id !== collectionId), MAX_SUGGESTIONS),
    [collections, collectionId],
  );
  if (picks.length === 0) return null;
  return (
    <Section aria-labelledby="also-like-title">
      <div>
        <h2 id="also-like-title">You May Also Like</h2>
        {viewer ? <Label>Based on your favourites</Label> : null}
      </div>
      <Grid>
        {picks.map((node) => (
          <li key={node.id}>
            <CollectionCard collection={node} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
