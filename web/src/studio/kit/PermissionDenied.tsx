import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { LockIcon } from '../../components/icons';
import { isPermissionRefused, NO_PERMISSION } from './permissionRefused';
import { StudioPageHeader } from './StudioPageHeader';
import { studioPanelStyles } from './surfaces';

/** The panel under a screen's heading that says why it shows nothing else. */
export const NoticePanel = styled.div`
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
  eyebrow?: string;
  /** The refusal; the API's 'You do not have permission to access this page.' unless given. */
  message?: string;
  /** Under the refusal: a way on, such as a link back to the list. */
  children?: ReactNode;
}

/**
 * A studio screen the viewer may not open: its title and the refusal, in place of the content.
 * Shown when the viewer's permissions (or role) rule it out, and when the API answers FORBIDDEN.
 */
export function PermissionDenied({ title, eyebrow, message = NO_PERMISSION, children }: PermissionDeniedProps) {
  return (
    <>
      <StudioPageHeader eyebrow={eyebrow} title={title} />
      <NoticePanel role="alert">
        <LockIcon />
        <p>{message}</p>
        {children}
      </NoticePanel>
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
