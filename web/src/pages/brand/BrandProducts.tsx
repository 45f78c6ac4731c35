import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import styled, { css } from 'styled-components';
import { Button } from '../../components/Button';
import { LayoutToggle, type Layout } from '../../components/LayoutToggle';
import type { BrandProducts_brand$key } from '../../__generated__/BrandProducts_brand.graphql';
import { ProductCard } from '../../components/catalogue/ProductCard';
import { EmptyNote, LoadMoreRow, ProfileSection, SectionCount, SectionHeader } from './ProfileSection';
import { useLoadNextOrReport } from '../../relay/useLoadNextOrReport';

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

const Grid = styled.ul<{ $layout: Layout }>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $layout, theme }) =>
    $layout === 'grid' &&
    css`
      grid-template-columns: repeat(2, minmax(0, 1fr));
      ${theme.media.md} { grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); }
    `}
`;

interface BrandProductsProps {
  brand: BrandProducts_brand$key;
  id: string;
  open: boolean;
}

/** All of the brand's products; the section is shown and hidden from the profile header. */
export function BrandProducts({ brand, id, open }: BrandProductsProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(brandProductsFragment, brand);
  const loadMore = useLoadNextOrReport(loadNext, PRODUCTS_PAGE_SIZE, 'Failed to load more products. Please try again.');
  const [layout, setLayout] = useState<Layout>('grid');
  const { totalCount, edges } = data.products;

  return (
    <ProfileSection id={id} aria-labelledby={`${id}-title`} hidden={!open}>
      <SectionHeader>
        <div>
          <h2 id={`${id}-title`}>Products</h2>
          <SectionCount>{totalCount === 1 ? '1 product' : `${totalCount} products`}</SectionCount>
        </div>
        {edges.length ? <LayoutToggle value={layout} onChange={setLayout} label="Products layout" /> : null}
      </SectionHeader>
      {edges.length ? (
        <Grid $layout={layout}>
          {edges.map(({ node }) => (
            <li key={node.id}>
              <ProductCard product={node} layout={layout} />
            </li>
          ))}
        </Grid>
      ) : (
        <EmptyNote>No products listed yet.</EmptyNote>
      )}
      {hasNext ? (
        <LoadMoreRow>
          <Button $variant="secondary" disabled={isLoadingNext} onClick={loadMore}>
            {isLoadingNext ? 'Loading…' : 'More products'}
          </Button>
        </LoadMoreRow>
      ) : null}
    </ProfileSection>
  );
}
