import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { LockIcon } from '../../components/icons';
import { isPermissionRefused, NO_PERMISSION } from './permissionRefused';
import { StudioPageHeader } from './StudioPageHeader';
import { studioPanelStyles } from './StudioPanel';

const Panel = styled.div`
  ${studioPanelStyles}
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[7]};
  text-align: center;

  p {
    max-width: 30rem;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  svg {
    width: 2.25rem;
    height: 2.25rem;
    color: ${({ theme }) => theme.colors.indigo800};
  }
`;

interface PermissionDeniedProps {
  /** The screen's title, kept as the page heading so the viewer knows where they are. */
  title: string;
  /** The refusal; the API's 'You do not have permission to access this page.' unless given. */
  message?: string;
}

/**
 * A studio screen the viewer may not open: its title and the refusal, in place of the content.
 * Shown when the viewer's permissions (or role) rule it out, and when the API answers FORBIDDEN.
 */
export function PermissionDenied({ title, message = NO_PERMISSION }: PermissionDeniedProps) {
  return (
    <>
      <StudioPageHeader title={title} />
      <Panel role="alert">
        <LockIcon />
        <p>{message}</p>
      </Panel>
    </>
  );
}

/**
 * Shows PermissionDenied in place of a whole studio screen when a query below answers FORBIDDEN
 * (a QuerySection's `error` rethrows it to get here); other failures pass on.
 */
export function PermissionRefusedBoundary({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(error) => {
        if (!isPermissionRefused(error)) throw error;
        return <PermissionDenied title={title} />;
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
