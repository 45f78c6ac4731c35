import type { RefObject } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { BrandCollections_brand$key } from '../../__generated__/BrandCollections_brand.graphql';
import { CollectionCard } from '../../components/catalogue/CollectionCard';
import { PagedGrid } from '../../components/catalogue/PagedGrid';
import { EmptyNote, ProfileSection, SectionCount, SectionHeader } from './ProfileSection';
import { usePagedConnection } from '../../relay/usePagedConnection';

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

interface BrandCollectionsProps {
  brand: BrandCollections_brand$key;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The brand's collections; the heading takes focus when "View Collections" jumps here. */
export function BrandCollections({ brand, headingRef }: BrandCollectionsProps) {
  const pagination = usePaginationFragment(brandCollectionsFragment, brand);
  const { items, paging } = usePagedConnection(
    pagination.data.collections,
    pagination,
    COLLECTIONS_PAGE_SIZE,
    'Failed to load more collections. Please try again.',
  );
  const { totalCount } = paging;

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
      <PagedGrid
        items={items}
        paging={paging}
        renderItem={(node) => <CollectionCard collection={node} />}
        columns={{ min: '15rem', pairOnSmall: true }}
        roomy
        testId="collections-grid"
        empty={<EmptyNote>This designer hasn't published a collection yet.</EmptyNote>}
        moreLabel="More collections"
      />
    </ProfileSection>
  );
}
