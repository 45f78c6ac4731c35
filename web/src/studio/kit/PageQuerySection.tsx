import type { ReactNode } from 'react';
import { LoadError } from './LoadError';
import { isPermissionRefused } from './permissionRefused';
import { QuerySection, SectionLoading } from './QuerySection';

interface PageQuerySectionProps {
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
export function PageQuerySection({ loadingLabel, loadFailed, aboveFailure, children }: PageQuerySectionProps) {
  return (
    <QuerySection
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
