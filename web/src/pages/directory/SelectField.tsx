import styled from 'styled-components';
import { FieldLabel, fieldStyles } from './fieldStyles';

const Wrapper = styled.div`
  display: grid;
  gap: 0.35rem;
`;

const Select = styled.select`
  ${fieldStyles}
  width: 100%;
  padding-right: 2.4rem;
  appearance: none;
  cursor: pointer;
  /* The chevron is drawn inline so nothing loads from elsewhere. */
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%232b3a7a' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right 0.8rem center;
  background-size: 1rem;
`;

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  /** The option for "no filter", with the empty value. */
  allLabel: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

export function SelectField({ id, label, value, allLabel, options, onChange }: SelectFieldProps) {
  return (
    <Wrapper>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Wrapper>
  );
}
