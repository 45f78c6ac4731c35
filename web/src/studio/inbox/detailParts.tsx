import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.line};

  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.indigo800};
  }
  p a,
  dd a,
  address a {
    color: ${({ theme }) => theme.colors.indigo700};
  }
`;

/** One titled part of the entry view (The piece, Measurements and fit, Deliver to...). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </Section>
  );
}

/** Text as the customer wrote it, line breaks kept. */
export const LongText = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.6;
`;
