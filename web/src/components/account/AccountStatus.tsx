import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner';

const Wrapper = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]} 0;
  text-align: center;

  p {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const Emblem = styled.span<{ $tone: 'success' | 'error' }>`
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successLight : theme.colors.terracottaLight)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};

  svg {
    width: 1.9rem;
    height: 1.9rem;
  }
`;

/** A waiting indicator with its explanation, announced politely. */
export function AccountWaiting({ children }: { children: ReactNode }) {
  return (
    <Wrapper role="status" aria-live="polite">
      <Spinner $size={44} aria-hidden="true" />
      <p>{children}</p>
    </Wrapper>
  );
}

/** The outcome of a step (confirmed, updated, failed) with an icon and what to do next. */
export function AccountOutcome({
  tone,
  icon,
  children,
}: {
  tone: 'success' | 'error';
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Wrapper role={tone === 'error' ? 'alert' : 'status'}>
      <Emblem $tone={tone} aria-hidden="true">
        {icon}
      </Emblem>
      {children}
    </Wrapper>
  );
}
