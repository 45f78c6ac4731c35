import { useId, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import type { ImportBrandChoicesQuery } from '../../../__generated__/ImportBrandChoicesQuery.graphql';
import { Button } from '../../../components/Button';
import { describedBy, Field, FieldError, Hint, Label } from '../../../components/form/FieldParts';
import { inputStyles } from '../../../components/form/inputStyles';
import { QuerySection } from '../../kit/QuerySection';

const Select = styled.select`
  ${inputStyles}

  &:read-only {
    background: ${({ theme }) => theme.colors.paper};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const LOAD_FAILED = 'Failed to load brands';

interface BrandFieldProps {
  value: string;
  onChange: (brandId: string) => void;
  disabled?: boolean;
}

function BrandSelect({ fetchKey, value, onChange, disabled }: BrandFieldProps & { fetchKey: string }) {
  const id = useId();
  const { productBrandChoices } = useLazyLoadQuery<ImportBrandChoicesQuery>(
    graphql`
      query ImportBrandChoicesQuery {
        productBrandChoices {
          id
          name
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network', fetchKey },
  );
  const hint = productBrandChoices.length ? null : 'There are no brands to import into yet.';
  return (
    <Field>
      <Label htmlFor={id}>Brand</Label>
      <Select
        id={id}
        name="brandId"
        value={value}
        aria-describedby={describedBy(id, hint, null)}
        disabled={disabled || !productBrandChoices.length}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Choose a brand</option>
        {productBrandChoices.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.name}
          </option>
        ))}
      </Select>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
    </Field>
  );
}

function BrandsFailed({ retry }: { retry: () => void }): ReactNode {
  return (
    <Field>
      <Label as="p">Brand</Label>
      <Failed>
        <FieldError role="alert">{LOAD_FAILED}</FieldError>
        <Button $variant="secondary" $size="sm" onClick={retry}>
          Try again
        </Button>
      </Failed>
    </Field>
  );
}

/** The brands the viewer may import into and export from (an admin every brand, a brand admin their own). */
export function ImportBrandField(props: BrandFieldProps) {
  return (
    <QuerySection
      loading={
        <Field>
          <Label as="p">Brand</Label>
          <Hint>Loading brands…</Hint>
        </Field>
      }
      error={(_error, retry) => <BrandsFailed retry={retry} />}
    >
      {(fetchKey) => <BrandSelect fetchKey={fetchKey} {...props} />}
    </QuerySection>
  );
}
