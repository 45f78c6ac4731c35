import { PRODUCT_MESSAGES } from '@features/products/messages';
import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import type { ProductCollectionChoicesQuery } from '../../__generated__/ProductCollectionChoicesQuery.graphql';
import { Button } from '../../components/Button';
import { BrandSelect } from '../kit/BrandSelect';
import { QuerySection } from '../kit/QuerySection';
import { OptionSelect } from '../kit/OptionSelect';
import type { ProductBrandChoicesState } from './ProductBrandChoices';

const productCollectionChoicesQuery = graphql`
  query ProductCollectionChoicesQuery($brandId: ID!) {
    node(id: $brandId) {
      ... on Brand {
        collections(first: 100) {
          edges {
            node {
              id
              title
            }
          }
        }
      }
    }
  }
`;

const Retry = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

interface ProductBrandSelectProps {
  choices: ProductBrandChoicesState;
  value: string;
  /** The product's brand (edit), kept as a choice while the list loads. */
  current?: { id: string; name: string };
  error?: string | null;
  disabled?: boolean;
  onChange: (brandId: string) => void;
}

/** The brand: one of the viewer's brands; a failed list offers to load it again. */
export function ProductBrandSelect({ choices, ...props }: ProductBrandSelectProps) {
  return (
    <BrandSelect
      {...props}
      choices={choices}
      placeholder={choices.status === 'loading' ? 'Loading brands…' : 'Choose a brand'}
      loadFailed={PRODUCT_MESSAGES.dataLoadFailed}
      announceFailure
      retryLabel="Try again"
    />
  );
}

interface CollectionSelectProps {
  brandId: string;
  value: string;
  error?: string | null;
  disabled?: boolean;
  onChange: (collectionId: string) => void;
}

const NO_COLLECTION = 'No collection';

function CollectionOptions({ brandId, fetchKey, ...props }: CollectionSelectProps & { fetchKey: string }) {
  const { node } = useLazyLoadQuery<ProductCollectionChoicesQuery>(
    productCollectionChoicesQuery,
    { brandId },
    { fetchPolicy: 'store-or-network', fetchKey },
  );
  const collections = node?.collections?.edges.map((edge) => edge.node) ?? [];
  return (
    <OptionSelect
      label="Collection (optional)"
      name="collectionId"
      placeholder={NO_COLLECTION}
      options={collections.map((collection) => ({ value: collection.id, label: collection.title }))}
      hint={collections.length ? undefined : 'This brand has no collections yet.'}
      value={props.value}
      error={props.error}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

/** The collection: optional, one of the chosen brand's; none until a brand is chosen. */
export function CollectionSelect(props: CollectionSelectProps) {
  const unavailable = (hint: string) => (
    <OptionSelect
      label="Collection (optional)"
      name="collectionId"
      placeholder={NO_COLLECTION}
      options={[]}
      hint={hint}
      disabled
      value=""
    />
  );
  if (!props.brandId) return unavailable('Choose a brand first.');
  return (
    <QuerySection
      resetKey={props.brandId}
      loading={unavailable('Loading the brand’s collections…')}
      error={(_error, retry) => (
        <Retry role="alert">
          The brand’s collections could not be loaded.
          <Button $variant="secondary" $size="sm" onClick={retry}>
            Try again
          </Button>
        </Retry>
      )}
    >
      {(fetchKey) => <CollectionOptions {...props} fetchKey={fetchKey} />}
    </QuerySection>
  );
}
