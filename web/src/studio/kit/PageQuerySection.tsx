import type { ReactNode } from 'react';
import { LoadError } from './LoadError';
import { isPermissionRefused } from './permissionRefused';
import { QuerySection, SectionLoading } from './QuerySection';

interface PageQuerySectionProps {
  /** Changes with what the query asks: a caught error is cleared and the query runs again. */
  resetKey?: string;
  /** A new value shows the loading state again instead of the previous content. */
  suspenseKey?: string;
  loadingLabel: string;
  /** The load failure's notice title and toast. */
  loadFailed: { title: string; toast: string };
  /** Shown over the failure notice for some failures (a setup card, say). */
  aboveFailure?: (error: Error) => ReactNode;
  children: (fetchKey: string) => ReactNode;
}

/**
 * The query of a screen inside StudioListPage and PermissionRefusedBoundary: an ended session is
 * left to the page (sign in again), a refusal to the boundary (the whole screen says no
 * permission), any other failure shows its notice with Try Again.
 */
export function PageQuerySection({
  resetKey,
  suspenseKey,
  loadingLabel,
  loadFailed,
  aboveFailure,
  children,
}: PageQuerySectionProps) {
  return (
    <QuerySection
      resetKey={resetKey}
      suspenseKey={suspenseKey}
      loading={<SectionLoading label={loadingLabel} />}
      sessionEnded="page"
      error={(error, retry) => {
        // The server has the last word on permissions: a refusal replaces the whole screen.
        if (isPermissionRefused(error)) throw error;
        return (
          <>
            {aboveFailure?.(error)}
            <LoadError error={error} title={loadFailed.title} toast={loadFailed.toast} onRetry={retry} />
          </>
        );
      }}
    >
      {children}
    </QuerySection>
  );
}
