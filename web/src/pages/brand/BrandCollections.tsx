import type { RefObject } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import type { BrandCollections_brand$key } from '../../__generated__/BrandCollections_brand.graphql';
import { CollectionCard } from '../../components/catalogue/CollectionCard';
import { EmptyNote, LoadMoreRow, ProfileSection, SectionCount, SectionHeader } from './ProfileSection';
import { useLoadNextOrReport } from '../../relay/useLoadNextOrReport';

const COLLECTIONS_PAGE_SIZE = 6;

const brandCollectionsFragment = graphql`
  fragment BrandCollections_brand on Brand
  @argumentDefinitions(count: { type: "Int", defaultValue: 6 }, cursor: { type: "String" })
  @refetchable(queryName: "BrandCollectionsPaginationQuery") {
    collections(first: $count, after: $cursor) @connection(key: "BrandCollections_collections") {
      totalCount
      edges {
        node {
          id
          ...CollectionCard_collection
        }
      }
    }
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
`;

interface BrandCollectionsProps {
  brand: BrandCollections_brand$key;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The brand's collections; the heading takes focus when "View Collections" jumps here. */
export function BrandCollections({ brand, headingRef }: BrandCollectionsProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(brandCollectionsFragment, brand);
  const loadMore = useLoadNextOrReport(loadNext, COLLECTIONS_PAGE_SIZE, 'Failed to load more collections. Please try again.');
  const { totalCount, edges } = data.collections;

  return (
    <ProfileSection id="collections" aria-labelledby="collections-title">
      <SectionHeader>
        <div>
          <h2 id="collections-title" ref={headingRef} tabIndex={-1}>
            Collections
          </h2>
          <SectionCount>{totalCount === 1 ? '1 collection' : `${totalCount} collections`}</SectionCount>
        </div>
      </SectionHeader>
      {edges.length ? (
        <Grid data-testid="collections-grid">
          {edges.map(({ node }) => (
            <li key={node.id}>
              <CollectionCard collection={node} />
            </li>
          ))}
        </Grid>
      ) : (
        <EmptyNote>This designer hasn't published a collection yet.</EmptyNote>
      )}
      {hasNext ? (
        <LoadMoreRow>
          <Button $variant="secondary" disabled={isLoadingNext} onClick={loadMore}>
            {isLoadingNext ? 'Loading…' : 'More collections'}
          </Button>
        </LoadMoreRow>
      ) : null}
    </ProfileSection>
  );
}
