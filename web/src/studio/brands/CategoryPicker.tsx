import { useId } from 'react';
import styled from 'styled-components';
import { FieldError, Hint } from '../../components/form/FieldParts';
import { categoryChoices, toggleCategory, withMainCategory } from './brandForm';
import { ChoiceGroup } from '../kit/formSections';
import { OptionSelect } from '../kit/OptionSelect';

const Choices = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9rem), 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 0.55rem;
  min-height: 2.75rem;
  padding: 0.4rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.indigo600};
    background: ${({ theme }) => theme.colors.indigo50};
    color: ${({ theme }) => theme.colors.indigo900};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.ochre};
    outline-offset: 2px;
  }
  input {
    flex: none;
    width: 1.05rem;
    height: 1.05rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.indigo800};
  }
`;

interface CategoryPickerProps {
  mode: 'create' | 'edit';
  /** The chosen labels, the main one first. */
  value: readonly string[];
  onChange: (categories: string[]) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * The categories a brand is listed under: tick any number; the first ticked is the main category,
 * and with two or more a select picks another main one. On edit the curated 'High End Fashion
 * Brands' is not offered (a brand already in it stays in it).
 */
export function CategoryPicker({ mode, value, onChange, error, disabled }: CategoryPickerProps) {
  const id = useId();
  const choices = categoryChoices(mode);
  return (
    <ChoiceGroup
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
      disabled={disabled}
    >
      <legend>Categories</legend>
      <Hint id={`${id}-hint`}>Choose at least one. The first you choose is the main category.</Hint>
      <Choices>
        {choices.map((label) => (
          <li key={label}>
            <Choice>
              <input
                type="checkbox"
                name="categories"
                value={label}
                checked={value.includes(label)}
                aria-invalid={error ? true : undefined}
                onChange={(event) => onChange(toggleCategory(value, label, event.target.checked))}
              />
              {label}
            </Choice>
          </li>
        ))}
      </Choices>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {value.length > 1 ? (
        <OptionSelect
          label="Main category"
          name="mainCategory"
          value={value[0]!}
          options={value.map((label) => ({ value: label, label }))}
          onChange={(event) => onChange(withMainCategory(value, event.target.value))}
        />
      ) : null}
    </ChoiceGroup>
  );
}
