import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { isSessionRejected } from './permissionRefused';

interface StudioListPageProps {
  /** Title, lead and page actions (StudioPageHeader and a Refresh button, say). */
  header: ReactNode;
  /** The figures over the list, usually a QuerySection of StatCards. */
  stats?: ReactNode;
  /** The ListFilterBar. */
  filters?: ReactNode;
  /** What the whole page shows once the API no longer accepts the session (an AuthRequired). */
  authRequired: ReactNode;
  /** The list itself, usually a QuerySection with sessionEnded="page". */
  children: ReactNode;
}

/**
 * The frame of a studio list screen: header, figures, filters and the list. Each part loads and
 * fails on its own; an ended session anywhere replaces the page with `authRequired`.
 */
export function StudioListPage({ header, stats, filters, authRequired, children }: StudioListPageProps) {
  return (
    <ErrorBoundary
      fallback={(error) => {
        if (!isSessionRejected(error)) throw error;
        return authRequired;
      }}
    >
      {header}
      {stats}
      {filters}
      {children}
    </ErrorBoundary>
  );
}
