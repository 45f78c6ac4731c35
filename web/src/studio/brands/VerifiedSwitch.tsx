import { useId } from 'react';
import styled from 'styled-components';
import { Hint } from '../../components/form/FieldParts';

const Row = styled.div`
  display: grid;
  gap: 0.35rem;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.ivory};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.inkSoft};
  cursor: pointer;
`;

const Track = styled.input`
  appearance: none;
  position: relative;
  flex: none;
  width: 2.75rem;
  height: 1.5rem;
  margin: 0;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.lineStrong};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.base};

  &::after {
    content: '';
    position: absolute;
    top: 0.2rem;
    left: 0.2rem;
    width: 1.1rem;
    height: 1.1rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.white};
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.25);
    transition: transform ${({ theme }) => theme.motion.base};
  }
  &:checked {
    background: ${({ theme }) => theme.colors.success};
  }
  &:checked::after {
    transform: translateX(1.25rem);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ochre};
    outline-offset: 2px;
  }
`;

/** Whether the brand is verified: a switch only super admins and admins see (the server refuses others). */
export function VerifiedSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <Row>
      <Label>
        <Track
          type="checkbox"
          role="switch"
          name="isVerified"
          checked={checked}
          aria-checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />
        Verified brand
      </Label>
      <Hint id={`${id}-hint`}>Verified brands carry a badge across the site. Saved with the other changes.</Hint>
    </Row>
  );
}
