import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { LayoutToggle, type Layout } from '../../components/LayoutToggle';
import type { BrandProducts_brand$key } from '../../__generated__/BrandProducts_brand.graphql';
import { ProductCard } from '../../components/catalogue/ProductCard';
import { PagedGrid } from '../../components/catalogue/PagedGrid';
import { EmptyNote, ProfileSection, SectionCount, SectionHeader } from './ProfileSection';
import { usePagedConnection } from '../../relay/usePagedConnection';

const PRODUCTS_PAGE_SIZE = 12;

const brandProductsFragment = graphql`
  fragment BrandProducts_brand on Brand
  @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" })
  @refetchable(queryName: "BrandProductsPaginationQuery") {
    products(first: $count, after: $cursor) @connection(key: "BrandProducts_products") {
      totalCount
      edges {
        node {
          id
          ...ProductCard_product
        }
      }
    }
  }
`;

interface BrandProductsProps {
  brand: BrandProducts_brand$key;
  id: string;
  open: boolean;
}

/** All of the brand's products; the section is shown and hidden from the profile header. */
export function BrandProducts({ brand, id, open }: BrandProductsProps) {
  const pagination = usePaginationFragment(brandProductsFragment, brand);
  const { items, paging } = usePagedConnection(
    pagination.data.products,
    pagination,
    PRODUCTS_PAGE_SIZE,
    'Failed to load more products. Please try again.',
  );
  const [layout, setLayout] = useState<Layout>('grid');
  const { totalCount } = paging;

  return (
    <ProfileSection id={id} aria-labelledby={`${id}-title`} hidden={!open}>
      <SectionHeader>
        <div>
          <h2 id={`${id}-title`}>Products</h2>
          <SectionCount>{totalCount === 1 ? '1 product' : `${totalCount} products`}</SectionCount>
        </div>
        {items.length ? <LayoutToggle value={layout} onChange={setLayout} label="Products layout" /> : null}
      </SectionHeader>
      <PagedGrid
        items={items}
        paging={paging}
        renderItem={(node) => <ProductCard product={node} layout={layout} />}
        columns={layout === 'grid' ? { min: '13rem', pairOnSmall: true } : undefined}
        empty={<EmptyNote>No products listed yet.</EmptyNote>}
        moreLabel="More products"
      />
    </ProfileSection>
  );
}
