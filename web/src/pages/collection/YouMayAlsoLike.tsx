import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import type { YouMayAlsoLikeQuery } from '../../__generated__/YouMayAlsoLikeQuery.graphql';
import { CollectionCard } from '../../components/catalogue/CollectionCard';

const MAX_SUGGESTIONS = 4;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
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

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

interface YouMayAlsoLikeProps {
  collectionId: string;
}

/**
 * Up to four collections picked by the server: from what a signed-in visitor saved, else from
 * brands of the same category. The 'Based on your favourites' label appears only when at least one
 * pick really came from the visitor's favourites.
 */
export function YouMayAlsoLike({ collectionId }: YouMayAlsoLikeProps) {
  const { collectionSuggestions } = useLazyLoadQuery<YouMayAlsoLikeQuery>(
    graphql`
      query YouMayAlsoLikeQuery($collectionId: ID!, $first: Int!) {
        collectionSuggestions(collectionId: $collectionId, first: $first) {
          basedOnFavourites
          collections {
            id
            ...CollectionCard_collection
          }
        }
      }
    `,
    { collectionId, first: MAX_SUGGESTIONS },
    // The picks depend on who is signed in and what they saved since: never reuse old ones.
    { fetchPolicy: 'network-only' },
  );
  const { basedOnFavourites, collections } = collectionSuggestions;
  if (collections.length === 0) return null;
  return (
    <Section aria-labelledby="also-like-title">
      <div>
        <h2 id="also-like-title">You May Also Like</h2>
        {basedOnFavourites ? <Label>Based on your favourites</Label> : null}
      </div>
      <Grid>
        {collections.map((node) => (
          <li key={node.id}>
            <CollectionCard collection={node} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
