import { PORTFOLIO_MESSAGES } from '@features/products/messages';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { describedBy, Field, FieldError, Hint, Label } from '../../components/form/FieldParts';
import { inputStyles } from '../../components/form/inputStyles';
import { RefreshIcon } from '../../components/icons';
import type { PortfolioBrandsState } from './PortfolioBrandChoices';

const Select = styled.select`
  ${inputStyles}

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

interface PortfolioBrandSelectProps {
  choices: PortfolioBrandsState;
  value: string;
  onChange: (brandId: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/** The piece's brand: one in a tailoring category ('Failed to load brands', with Try Again, when the list fails). */
export function PortfolioBrandSelect({ choices, value, onChange, error, disabled }: PortfolioBrandSelectProps) {
  const id = useId();
  const brands = choices.status === 'ready' ? choices.brands : [];
  const problem = error ?? (choices.status === 'failed' ? PORTFOLIO_MESSAGES.loadBrandsFailed : null);
  const hint =
    choices.status === 'loading'
      ? 'Loading the brands…'
      : choices.status === 'ready' && brands.length === 0
        ? 'No brand is in a tailoring category yet.'
        : 'Only brands in a tailoring category.';
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
      <Hint id={`${id}-hint`}>{hint}</Hint>
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
