import { SPECIALTY_OPTIONS } from '@features/products/rules-options';
import styled from 'styled-components';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FieldError } from '../../components/form/FieldParts';
import { ChoiceGroup } from '../kit/formSections';

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
`;

interface SpecialtyChoicesProps {
  values: readonly string[];
  onChange: (values: string[]) => void;
  error?: string | null;
}

/** Spec section 9: the fifteen specialties as checkboxes, kept in the options' order. */
export function SpecialtyChoices({ values, onChange, error }: SpecialtyChoicesProps) {
  const chosen = new Set(values);
  const toggle = (option: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(option);
    else next.delete(option);
    // Stored specialties that are not among the options stay, after them.
    onChange([
      ...SPECIALTY_OPTIONS.filter((each) => next.has(each)),
      ...values.filter((v) => !SPECIALTY_OPTIONS.includes(v as never)),
    ]);
  };
  return (
    <ChoiceGroup>
      <legend>Specialties</legend>
      <Options>
        {SPECIALTY_OPTIONS.map((option) => (
          <CheckboxField
            key={option}
            label={option}
            checked={chosen.has(option)}
            onChange={(event) => toggle(option, event.target.checked)}
          />
        ))}
      </Options>
      {error ? <FieldError>{error}</FieldError> : null}
    </ChoiceGroup>
  );
}
