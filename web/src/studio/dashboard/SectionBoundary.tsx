import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { LoadingIndicator } from '../../components/LoadingIndicator';

const Waiting = styled.div`
  display: grid;
  place-items: center;
  min-height: 6rem;
`;

interface SectionBoundaryProps {
  /** A new key clears a caught error and renders the section again. */
  resetKey: string;
  loadingLabel: string;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/** Loading and failure of one dashboard section, kept apart from the others. */
export function SectionBoundary({ resetKey, loadingLabel, fallback, children }: SectionBoundaryProps) {
  return (
    <ErrorBoundary resetKey={resetKey} fallback={fallback}>
      <Suspense
        fallback={
          <Waiting>
            <LoadingIndicator label={loadingLabel} />
          </Waiting>
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}
