import styled from 'styled-components';
import { TextField } from './TextField';

const Names = styled.div<{ $compact: boolean }>`
  display: grid;
  gap: ${({ theme, $compact }) => theme.space[$compact ? 3 : 4]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

interface NameFieldsProps {
  firstName: string;
  lastName: string;
  onFirstNameChange(value: string): void;
  onLastNameChange(value: string): void;
  /** Labels say '(optional)' when the form does without names. */
  optional?: boolean;
  compact?: boolean;
}

/** First and last name side by side from small screens up, stacked below. */
export function NameFields({
  firstName,
  lastName,
  onFirstNameChange,
  onLastNameChange,
  optional = false,
  compact = false,
}: NameFieldsProps) {
  const suffix = optional ? ' (optional)' : '';
  return (
    <Names $compact={compact}>
      <TextField
        label={`First name${suffix}`}
        name="firstName"
        autoComplete="given-name"
        value={firstName}
        onChange={(e) => onFirstNameChange(e.target.value)}
      />
      <TextField
        label={`Last name${suffix}`}
        name="lastName"
        autoComplete="family-name"
        value={lastName}
        onChange={(e) => onLastNameChange(e.target.value)}
      />
    </Names>
  );
}
