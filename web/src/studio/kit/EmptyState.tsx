import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[5]};
  text-align: center;
  background: ${({ theme }) => theme.colors.paper};
  border: 1px dashed ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    max-width: 30rem;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

interface EmptyStateProps {
  title: string;
  message: string;
  /** A way out, e.g. a 'Reset filters' button. */
  action?: ReactNode;
  /** The heading takes focus when the last item of a list is removed. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A studio list with nothing to show: nothing yet, or nothing that matches the filters. */
export function EmptyState({ title, message, action, headingRef }: EmptyStateProps) {
  return (
    <Wrapper>
      <h3 ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      <p>{message}</p>
      {action}
    </Wrapper>
  );
}
