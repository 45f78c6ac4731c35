import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { FieldError, Hint, Label } from '../../components/form/FieldParts';
import { inputStyles } from '../../components/form/inputStyles';
import { CloseIcon } from '../../components/icons';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { addChip, chipChangeAnnouncement, remainingSuggestions, removeChipAt } from './chipList';

const Field = styled.div`
  display: grid;
  gap: 0.4rem;
  min-width: 0;
`;

const EntryRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Input = styled.input`
  ${inputStyles}
  flex: 1 1 auto;
  min-width: 0;
`;

const AddButton = styled(Button)`
  flex: none;
  min-width: 3rem;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  max-width: 100%;
  padding: 0.2rem 0.25rem 0.2rem 0.7rem;
  border: 1px solid ${({ theme }) => theme.colors.indigo300};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.indigo50};
  color: ${({ theme }) => theme.colors.indigo900};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span {
    overflow-wrap: anywhere;
  }
`;

const RemoveChip = styled.button.attrs({ type: 'button' })`
  display: inline-grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.indigo100};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.indigo300};
    outline-offset: 1px;
  }
  svg {
    width: 1rem;
    height: 1rem;
  }
`;

const Suggestions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Suggestion = styled.button.attrs({ type: 'button' })`
  min-height: 2rem;
  padding: 0 0.7rem;
  border: 1px dashed ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.indigo700};
    color: ${({ theme }) => theme.colors.indigo900};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.indigo300};
    outline-offset: 1px;
  }
`;

export interface ChipListFieldProps {
  /** The field's name for people: 'Sizes', 'Colours'. */
  label: string;
  values: readonly string[];
  onChange: (next: string[]) => void;
  hint?: string;
  error?: string | null;
  placeholder?: string;
  /** Values offered with one click; those already in the list are left out. */
  suggestions?: readonly string[];
  /** The longest entry one may type. */
  maxLength?: number;
  disabled?: boolean;
}

/**
 * A list of short values (sizes, colours, materials): typed into the input and added with Enter or
 * the plus button (trimmed, blanks and repeats ignored), each shown as a chip with its own remove
 * button. Changes are announced to screen readers; removing a chip hands the focus back to the input.
 */
export function ChipListField({
  label,
  values,
  onChange,
  hint,
  error,
  placeholder,
  suggestions,
  maxLength,
  disabled,
}: ChipListFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const offered = remainingSuggestions(values, suggestions ?? []);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');

  const add = (value: string) => {
    const next = addChip(values, value);
    setAnnouncement(chipChangeAnnouncement(values, next, value));
    if (next.length !== values.length) onChange(next);
  };

  const addDraft = () => {
    if (!draft.trim()) return;
    add(draft);
    setDraft('');
  };

  const remove = (index: number) => {
    const removed = values[index] ?? '';
    const next = removeChipAt(values, index);
    setAnnouncement(chipChangeAnnouncement(values, next, removed));
    onChange(next);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the value instead of submitting the form around the field.
    event.preventDefault();
    addDraft();
  };

  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <EntryRow>
        <Input
          ref={inputRef}
          id={id}
          value={draft}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={disabled}
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <AddButton
          $variant="secondary"
          $size="sm"
          disabled={disabled}
          aria-label={`Add to ${label}`}
          onClick={addDraft}
        >
          +
        </AddButton>
      </EntryRow>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {values.length > 0 ? (
        <Chips aria-label={label}>
          {values.map((value, index) => (
            <Chip key={value}>
              <span>{value}</span>
              <RemoveChip
                disabled={disabled}
                aria-label={`Remove ${value} from ${label}`}
                onClick={() => remove(index)}
              >
                <CloseIcon />
              </RemoveChip>
            </Chip>
          ))}
        </Chips>
      ) : null}
      {offered.length > 0 ? (
        <Suggestions role="group" aria-label={`Suggested ${label.toLowerCase()}`}>
          {offered.map((suggestion) => (
            <Suggestion
              key={suggestion}
              disabled={disabled}
              aria-label={`Add ${suggestion} to ${label}`}
              onClick={() => add(suggestion)}
            >
              + {suggestion}
            </Suggestion>
          ))}
        </Suggestions>
      ) : null}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Field>
  );
}
