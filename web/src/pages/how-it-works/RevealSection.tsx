import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useReveal } from './useReveal';

const Section = styled.section<{ $revealed: boolean }>`
  padding-block: ${({ theme }) => theme.space[8]};

  /* The content fades in; the section's own background stays, so the page never looks empty. */
  > * {
    opacity: ${({ $revealed }) => ($revealed ? 1 : 0)};
    transform: translateY(${({ $revealed }) => ($revealed ? '0' : '24px')});
    transition:
      opacity 600ms ${({ theme }) => theme.motion.easing},
      transform 600ms ${({ theme }) => theme.motion.easing};
  }

  @media (prefers-reduced-motion: reduce) {
    > * {
      transition: none;
      transform: none;
    }
  }
`;

/** A page section that fades in when it scrolls into view. */
export function RevealSection({
  id,
  labelledBy,
  className,
  children,
}: {
  id: string;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  const { ref, revealed } = useReveal<HTMLElement>();
  return (
    <Section
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      className={className}
      $revealed={revealed}
      data-revealed={revealed}
    >
      {children}
    </Section>
  );
}
