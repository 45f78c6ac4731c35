import { useId } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import type { FeaturedProductsFieldQuery } from '../../__generated__/FeaturedProductsFieldQuery.graphql';
import { Button } from '../../components/Button';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { describedBy, Field, FieldError, Hint, Label } from '../../components/form/FieldParts';
import { inputStyles } from '../../components/form/inputStyles';
import { TextField } from '../../components/form/TextField';
import { FormSection } from '../kit/formSections';
import { LoadError } from '../kit/LoadError';
import { UploadedImage } from '../kit/UploadedImage';
import { QuerySection, SectionLoading } from '../kit/QuerySection';
import { rowField, type FeaturedRow, type ProductChoice } from './spotlightForm';

const featuredProductsFieldQuery = graphql`
  query FeaturedProductsFieldQuery($brandId: ID!) {
    spotlightProductChoices(brandId: $brandId) {
      id
      title
      category
      image
    }
  }
`;

const Select = styled.select`
  ${inputStyles}

  &:read-only {
    background: ${({ theme }) => theme.colors.paper};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Rows = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ivory};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 5rem minmax(0, 1fr);
    align-items: start;
  }
`;

const Picture = styled.div`
  width: 5rem;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ivoryDeep};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const RowFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  }
`;

const RowActions = styled.div`
  display: flex;
  justify-content: flex-end;
  grid-column: 1 / -1;
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

interface FeaturedProductsFieldProps {
  brandId: string;
  brandName: string | null;
  rows: readonly FeaturedRow[];
  problems: Record<string, string>;
  disabled: boolean;
  onAdd: () => void;
  onPick: (key: string, product: ProductChoice | null) => void;
  onChange: (key: string, changes: Partial<Omit<FeaturedRow, 'key'>>) => void;
  onRemove: (key: string) => void;
}

/**
 * The featured products (spec section 2): adding is disabled until a brand is chosen; each row is
 * one of that brand's products, which fills its name, collection (the product's category) and image.
 */
export function FeaturedProductsField(props: FeaturedProductsFieldProps) {
  const { brandId, brandName, problems } = props;
  const hintId = useId();
  return (
    <FormSection>
      <legend>Featured products</legend>
      <Note id={hintId}>
        {brandId
          ? `Pick pieces from ${brandName ?? 'the brand'}'s products. Choosing another brand empties this list.`
          : 'Select a brand first: featured products are picked from its products.'}
      </Note>
      {problems.brandId && props.rows.length ? <FieldError>{problems.brandId}</FieldError> : null}
      {problems.featuredProducts ? <FieldError>{problems.featuredProducts}</FieldError> : null}
      {brandId ? (
        <QuerySection
          resetKey={brandId}
          loading={<SectionLoading label="Loading the brand's products" />}
          error={(error, retry) => (
            <LoadError
              error={error}
              title="The brand's products could not be loaded."
              toast="Failed to load the brand's products"
              onRetry={retry}
            />
          )}
        >
          {(fetchKey) => <ProductRows {...props} fetchKey={fetchKey} hintId={hintId} />}
        </QuerySection>
      ) : (
        <div>
          <Button $variant="secondary" disabled aria-describedby={hintId}>
            Add Product
          </Button>
        </div>
      )}
    </FormSection>
  );
}

function ProductRows({
  brandId,
  rows,
  problems,
  disabled,
  onAdd,
  onPick,
  onChange,
  onRemove,
  fetchKey,
  hintId,
}: FeaturedProductsFieldProps & { fetchKey: string; hintId: string }) {
  const { spotlightProductChoices: products } = useLazyLoadQuery<FeaturedProductsFieldQuery>(
    featuredProductsFieldQuery,
    { brandId },
    { fetchPolicy: 'store-or-network', fetchKey },
  );
  return (
    <>
      {rows.length ? (
        <Rows>
          {rows.map((row, index) => (
            <ProductRow
              key={row.key}
              row={row}
              number={index + 1}
              products={products}
              problems={problems}
              disabled={disabled}
              onPick={onPick}
              onChange={onChange}
              onRemove={onRemove}
            />
          ))}
        </Rows>
      ) : null}
      {products.length === 0 ? <Note>This brand has no products yet.</Note> : null}
      <div>
        <Button
          $variant="secondary"
          disabled={disabled || products.length === 0}
          aria-describedby={hintId}
          onClick={onAdd}
        >
          Add Product
        </Button>
      </div>
    </>
  );
}

interface ProductRowProps {
  row: FeaturedRow;
  number: number;
  products: readonly ProductChoice[];
  problems: Record<string, string>;
  disabled: boolean;
  onPick: FeaturedProductsFieldProps['onPick'];
  onChange: FeaturedProductsFieldProps['onChange'];
  onRemove: FeaturedProductsFieldProps['onRemove'];
}

function ProductRow({ row, number, products, problems, disabled, onPick, onChange, onRemove }: ProductRowProps) {
  const selectId = useId();
  const productProblem = problems[rowField(row.key, 'productId')];
  const hint = 'Fills in the name, collection and image.';
  return (
    <Row aria-label={`Featured product ${number}`}>
      <Picture>{row.image ? <UploadedImage src={row.image} alt="" /> : null}</Picture>
      <RowFields>
        <Field>
          <Label htmlFor={selectId}>Product {number}</Label>
          <Select
            id={selectId}
            value={row.productId}
            aria-required
            aria-invalid={productProblem ? true : undefined}
            aria-describedby={describedBy(selectId, hint, productProblem)}
            disabled={disabled}
            onChange={(event) => onPick(row.key, products.find((p) => p.id === event.target.value) ?? null)}
          >
            <option value="">Choose a product</option>
            {products.map((product) => (
              <option key={product.id} value={product.id}>
                {product.title}
              </option>
            ))}
          </Select>
          <Hint id={`${selectId}-hint`}>{hint}</Hint>
          {productProblem ? <FieldError id={`${selectId}-error`}>{productProblem}</FieldError> : null}
        </Field>
        <TextField
          label={`Name of product ${number}`}
          value={row.name}
          aria-required
          error={problems[rowField(row.key, 'name')]}
          disabled={disabled}
          onChange={(event) => onChange(row.key, { name: event.target.value })}
        />
        <TextField
          label={`Collection of product ${number} (optional)`}
          value={row.collection}
          error={problems[rowField(row.key, 'collection')]}
          disabled={disabled}
          onChange={(event) => onChange(row.key, { collection: event.target.value })}
        />
        <RowActions>
          <Button $variant="ghost" $size="sm" disabled={disabled} onClick={() => onRemove(row.key)}>
            Remove<VisuallyHidden> product {number}</VisuallyHidden>
          </Button>
        </RowActions>
      </RowFields>
    </Row>
  );
}
