import { SERVICE_MESSAGES } from '@features/products/messages';
import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { describedBy, Field, FieldError, Hint, Label } from '../../components/form/FieldParts';
import { inputStyles } from '../../components/form/inputStyles';
import { RefreshIcon } from '../../components/icons';
import { StorefrontIcon } from '../../components/icons/studioIcons';
import type { TailorBrandsState } from './ServiceBrandChoices';
import { BRANDS_PATH } from './servicesPaths';

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

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.ochre};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ochreLight};
  color: ${({ theme }) => theme.colors.ink};

  p {
    flex: 1 1 14rem;
  }
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.indigo800};
  }
  svg {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    color: ${({ theme }) => theme.colors.ochreDark};
  }
`;

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

interface ServiceBrandStepProps {
  choices: TailorBrandsState;
  value: string;
  onChange: (brandId: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * Step one of Create Service: a tailor brand from the loaded list. With none to choose from, the
 * spec's notice and a way to the brands; a failed load says 'Failed to load brands' with Try Again.
 */
export function ServiceBrandStep({ choices, value, onChange, error, disabled }: ServiceBrandStepProps) {
  const id = useId();
  if (choices.status === 'ready' && choices.brands.length === 0)
    return (
      <Notice role="status">
        <StorefrontIcon aria-hidden="true" />
        <p>{SERVICE_MESSAGES.noTailorBrands}</p>
        <Link to={BRANDS_PATH}>Go to Brands</Link>
      </Notice>
    );

  const brands = choices.status === 'ready' ? choices.brands : [];
  // A brand asked for in the address that is not a tailor brand stays shown, with its problem.
  const unknown = value !== '' && choices.status === 'ready' && !brands.some((brand) => brand.id === value);
  const problem = error ?? (choices.status === 'failed' ? SERVICE_MESSAGES.loadBrandsFailed : null);
  const hint = choices.status === 'loading' ? 'Loading your tailor brands…' : 'Only brands with tailoring enabled.';
  return (
    <Field>
      <Label htmlFor={id}>Tailor brand</Label>
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
        <option value="">Select a tailor brand</option>
        {unknown ? <option value={value}>A brand without tailoring</option> : null}
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
