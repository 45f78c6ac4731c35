import { Suspense, useCallback, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { isSessionRejected } from './permissionRefused';

const Waiting = styled.div`
  display: grid;
  place-items: center;
  min-height: 6rem;
`;

/** A section's spinner, with room around it so the page does not jump. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <Waiting>
      <LoadingIndicator label={label} />
    </Waiting>
  );
}

interface QuerySectionProps {
  /** Changes with what the query asks (filters, refreshes): a caught error is cleared and the query runs again. */
  resetKey?: string | number;
  /** What shows while the query loads. */
  loading: ReactNode;
  /** A new value shows `loading` again instead of the previous content while the new answer comes. */
  suspenseKey?: string;
  /** What a failure shows; `retry` runs the query again. */
  error: (error: Error, retry: () => void) => ReactNode;
  /**
   * An ended session: 'page' leaves it to the page around (StudioListPage asks to sign in again),
   * a node shows in place of the section; without it, `error` shows it like any other failure.
   */
  sessionEnded?: 'page' | ReactNode;
  /** The section, given the key to fetch its query with (Relay fetchKey): it changes on every retry. */
  children: (fetchKey: string) => ReactNode;
}

/** One part of a studio page that loads, fails and is retried on its own, apart from the others. */
export function QuerySection({
  resetKey = '',
  loading,
  suspenseKey,
  error,
  sessionEnded,
  children,
}: QuerySectionProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const key = `${resetKey}:${attempt}`;
  const fallback = (caught: Error): ReactNode => {
    if (sessionEnded !== undefined && isSessionRejected(caught)) {
      if (sessionEnded === 'page') throw caught;
      return sessionEnded;
    }
    return error(caught, retry);
  };
  return (
    <ErrorBoundary resetKey={key} fallback={fallback}>
      <Suspense key={suspenseKey} fallback={loading}>
        {children(key)}
      </Suspense>
    </ErrorBoundary>
  );
}
