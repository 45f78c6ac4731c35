import styled from 'styled-components';
import { FieldLabel } from '../../components/filters/fieldStyles';
import { leadSelectStyles } from './leadSelectStyles';

const Wrapper = styled.div`
  display: grid;
  gap: 0.35rem;
`;

const Select = styled.select`
  ${leadSelectStyles}
`;

interface LeadSelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T | '';
  options: readonly { value: T; label: string }[];
  /** The option for "no filter", with the empty value; without it a value is always chosen. */
  allLabel?: string;
  onChange: (value: T | '') => void;
}

/** A labelled select of the leads filter bar. */
export function LeadSelectField<T extends string>({ id, label, value, options, allLabel, onChange }: LeadSelectFieldProps<T>) {
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
