import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { MoreFromBrand_product$key } from '../../__generated__/MoreFromBrand_product.graphql';
import { ProductCard } from '../../components/catalogue/ProductCard';
import { PIECE_CARD_WIDTH, ScrollTrack } from '../../components/catalogue/CardScroller';
import { PageSection, SectionHeader } from './PageSection';

/** Pieces shown in the row; one more is asked for, in case this product is among them. */
export const MORE_FROM_BRAND_COUNT = 8;

const moreFromBrandFragment = graphql`
  fragment MoreFromBrand_product on Product {
    id
    brand {
      id
      name
      products(first: 9) {
        edges {
          node {
            id
            ...ProductCard_product
          }
        }
      }
    }
  }
`;

/** The brand's other pieces, newest first, as a row of cards that scrolls sideways. */
export function MoreFromBrand({ product: productKey }: { product: MoreFromBrand_product$key }) {
  const product = useFragment(moreFromBrandFragment, productKey);
  const others = product.brand.products.edges
    .map(({ node }) => node)
    .filter((node) => node.id !== product.id)
    .slice(0, MORE_FROM_BRAND_COUNT);
  if (!others.length) return null;
  const title = `More from ${product.brand.name}`;
  return (
    <PageSection aria-labelledby="more-from-brand-title">
      <SectionHeader>
        <h2 id="more-from-brand-title">{title}</h2>
        <Link to={`/brand/${encodeURIComponent(product.brand.id)}`}>{`Visit ${product.brand.name}`}</Link>
      </SectionHeader>
      <ScrollTrack $columns={PIECE_CARD_WIDTH} aria-labelledby="more-from-brand-title" data-testid="more-from-brand">
        {others.map((node) => (
          <li key={node.id}>
            <ProductCard product={node} layout="grid" />
          </li>
        ))}
      </ScrollTrack>
    </PageSection>
  );
}
