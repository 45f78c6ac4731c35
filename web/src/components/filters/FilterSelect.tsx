import styled from 'styled-components';
import { FieldLabel, selectStyles } from './fieldStyles';

const Wrapper = styled.div`
  display: grid;
  gap: 0.35rem;
`;

const Select = styled.select`
  ${selectStyles}
`;

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
}

interface FilterSelectProps<T extends string> {
  id: string;
  label: string;
  value: T | '';
  options: readonly SelectOption<T>[];
  /** The option for "no filter", with the empty value; without it a value is always chosen. */
  allLabel?: string;
  onChange: (value: T | '') => void;
}

/** A labelled select of a filter bar. */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  allLabel,
  onChange,
}: FilterSelectProps<T>) {
  return (
    <Wrapper>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as T | '')}>
        {allLabel ? <option value="">{allLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Wrapper>
  );
}
