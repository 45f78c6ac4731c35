import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';

const Wrapper = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.55rem;
  min-height: 2.5rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
  cursor: pointer;

  input {
    width: 1.05rem;
    height: 1.05rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.indigo800};
  }
`;

/** A radio button with its label. */
export function RadioOption({
  label,
  ...inputProps
}: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <Wrapper>
      <input type="radio" {...inputProps} />
      {label}
    </Wrapper>
  );
}
