import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ProductBreadcrumb_product$key } from '../../__generated__/ProductBreadcrumb_product.graphql';

const productBreadcrumbFragment = graphql`
  fragment ProductBreadcrumb_product on Product {
    title
    brand {
      id
      name
    }
  }
`;

const Trail = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.lineStrong};
  }
  a {
    color: ${({ theme }) => theme.colors.indigo800};
  }
`;

/** Directory / brand / product. */
export function ProductBreadcrumb({ product: productKey }: { product: ProductBreadcrumb_product$key }) {
  const product = useFragment(productBreadcrumbFragment, productKey);
  return (
    <Trail aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/directory">Directory</Link>
        </li>
        <li>
          <Link to={`/brand/${encodeURIComponent(product.brand.id)}`}>{product.brand.name}</Link>
        </li>
        <li aria-current="page">{product.title}</li>
      </ol>
    </Trail>
  );
}
