import styled from 'styled-components';
import { FieldLabel, fieldStyles } from '../../../components/filters/fieldStyles';
import { isCalendarDay } from './calendarDay';

const DateField = styled.div`
  display: grid;
  gap: 0.35rem;
  min-width: 0;
`;

const DateInput = styled.input`
  ${fieldStyles}
  width: 100%;
  min-width: 0;
`;

interface DayInputProps {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}

/** A calendar day; a half-typed date changes nothing until it is a whole day (or cleared). */
export function DayInput({ id, label, value, min, max, onChange }: DayInputProps) {
  return (
    <DateField>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <DateInput
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => {
          const day = event.target.value;
          if (day === '' || isCalendarDay(day)) onChange(day);
        }}
      />
    </DateField>
  );
}
