import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { describedBy, Field, FieldError, Hint, Label } from '../../components/form/FieldParts';
import { inputStyles } from '../../components/form/inputStyles';
import { RefreshIcon } from '../../components/icons';
import type { BrandChoice, BrandChoicesState } from './CollectionBrandChoices';

const Select = styled.select`
  ${inputStyles}

  /* Browsers count a select as read-only; it is not. */
  &:read-only {
    background: ${({ theme }) => theme.colors.paper};
    color: ${({ theme }) => theme.colors.ink};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

interface BrandSelectFieldProps {
  choices: BrandChoicesState;
  value: string;
  onChange: (brandId: string) => void;
  /** The brand the collection is in now, kept as a choice even if it is not among those loaded. */
  current?: BrandChoice;
  error?: string | null;
  disabled?: boolean;
}

/** The collection's brand: one of the viewer's brands ('Please select a brand' when none is chosen). */
export function BrandSelectField({ choices, value, onChange, current, error, disabled }: BrandSelectFieldProps) {
  const id = useId();
  const loaded = choices.status === 'ready' ? choices.brands : [];
  const brands = current && !loaded.some((brand) => brand.id === current.id) ? [current, ...loaded] : loaded;
  const problem = error ?? (choices.status === 'failed' ? COLLECTION_MESSAGES.loadBrandsFailed : null);
  const hint = choices.status === 'loading' ? 'Loading your brands…' : null;
  return (
    <Field>
      <Label htmlFor={id}>Brand</Label>
      <Select
        id={id}
        name="brandId"
        value={value}
        aria-required
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, hint, problem)}
        aria-busy={choices.status === 'loading'}
        disabled={disabled || choices.status === 'loading'}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Select a brand</option>
        {brands.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.name}
          </option>
        ))}
      </Select>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {problem ? (
        <Failed>
          <FieldError id={`${id}-error`}>{problem}</FieldError>
          {choices.status === 'failed' ? (
            <Button $variant="secondary" $size="sm" onClick={choices.retry}>
              <RefreshIcon />
              Try Again
            </Button>
          ) : null}
        </Failed>
      ) : null}
    </Field>
  );
}
