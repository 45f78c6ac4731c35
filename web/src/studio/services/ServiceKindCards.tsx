import { SERVICE_KIND_OPTIONS } from '@features/products/rules-services';
import { useId } from 'react';
import styled from 'styled-components';
import { FieldError } from '../../components/form/FieldParts';
import { ChoiceGroup } from '../kit/formSections';
import type { ServiceKind } from './serviceFilters';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

/** A real radio input inside a card: arrow keys move between the types, Space chooses one. */
const Card = styled.label`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  align-items: start;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.paper};
  cursor: pointer;

  input {
    grid-row: span 3;
    width: 1.1rem;
    height: 1.1rem;
    margin: 0.2rem 0 0;
    accent-color: ${({ theme }) => theme.colors.indigo800};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.indigo900};
  }
  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.ochreDark};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.indigo700};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.indigo800};
    background: ${({ theme }) => theme.colors.indigo50};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.indigo800};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.indigo300};
    outline-offset: 2px;
  }
`;

interface ServiceKindCardsProps {
  value: ServiceKind | '';
  onChange: (kind: ServiceKind) => void;
  error?: string | null;
  disabled?: boolean;
}

/** Step two of Create Service: the four service types as cards, one radio group. */
export function ServiceKindCards({ value, onChange, error, disabled }: ServiceKindCardsProps) {
  const id = useId();
  return (
    <ChoiceGroup $gap={3} disabled={disabled} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>Service type</legend>
      <Cards>
        {SERVICE_KIND_OPTIONS.map((option) => (
          <Card key={option.kind}>
            <input
              type="radio"
              name={`${id}-kind`}
              value={option.kind}
              checked={value === option.kind}
              aria-labelledby={`${id}-${option.kind}`}
              aria-describedby={`${id}-${option.kind}-about`}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.kind)}
            />
            <strong id={`${id}-${option.kind}`}>{option.label}</strong>
            <small>{option.category}</small>
            <span id={`${id}-${option.kind}-about`}>{option.description}</span>
          </Card>
        ))}
      </Cards>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </ChoiceGroup>
  );
}
