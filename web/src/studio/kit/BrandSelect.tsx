import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { describedBy, Field, FieldError, Hint, Label } from '../../components/form/FieldParts';
import { inputStyles } from '../../components/form/inputStyles';
import { RefreshIcon } from '../../components/icons';
import type { BrandChoicesState, BrandOption } from './BrandChoices';

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

interface BrandSelectProps {
  choices: BrandChoicesState;
  value: string;
  onChange: (brandId: string) => void;
  /** What the list failing to load says beside the select. */
  loadFailed: string;
  label?: string;
  /** The empty first option. */
  placeholder?: string;
  hint?: string | null;
  /** A brand kept as a choice even when it is not among those loaded (the one chosen now). */
  current?: BrandOption;
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
  /** The failure is announced at once (where no toast says it). */
  announceFailure?: boolean;
  retryLabel?: string;
}

/** A labelled brand select that says when its list loads or fails, with a button to load it again. */
export function BrandSelect({
  choices,
  value,
  onChange,
  loadFailed,
  label = 'Brand',
  placeholder = 'Select a brand',
  hint = null,
  current,
  error,
  disabled,
  required = true,
  announceFailure = false,
  retryLabel = 'Try Again',
}: BrandSelectProps) {
  const id = useId();
  const loaded = choices.status === 'ready' ? choices.brands : [];
  const brands = current && !loaded.some((brand) => brand.id === current.id) ? [current, ...loaded] : loaded;
  const problem = error ?? (choices.status === 'failed' ? loadFailed : null);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        name="brandId"
        value={value}
        aria-required={required || undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, hint, problem)}
        aria-busy={choices.status === 'loading'}
        disabled={disabled || choices.status === 'loading'}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {brands.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.name}
          </option>
        ))}
      </Select>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {problem ? (
        <Failed>
          <FieldError id={`${id}-error`} role={announceFailure && choices.status === 'failed' ? 'alert' : undefined}>
            {problem}
          </FieldError>
          {choices.status === 'failed' ? (
            <Button $variant="secondary" $size="sm" onClick={choices.retry}>
              <RefreshIcon />
              {retryLabel}
            </Button>
          ) : null}
        </Failed>
      ) : null}
    </Field>
  );
}
