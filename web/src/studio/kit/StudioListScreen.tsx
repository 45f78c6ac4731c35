import type { ReactNode } from 'react';
import { AuthRequired } from './AuthRequired';
import { PermissionRefusedBoundary } from './PermissionDenied';
import { PageQuerySection } from './PageQuerySection';
import { StudioListPage } from './StudioListPage';

interface StudioListScreenProps {
  /** The screen's title, kept when the API refuses the viewer (the no-permission state). */
  title: string;
  /** The sign-in card once the session has ended: its words, and where to come back to. */
  signIn: { message: string; returnTo: string };
  header: ReactNode;
  stats?: ReactNode;
  filters: ReactNode;
  /** Anything between the filters and the list (an outcome notice, say). */
  above?: ReactNode;
  /** The list's filter as a key: another filter shows a fresh list with its own loading state. */
  listKey: string;
  loadingLabel: string;
  /** The load failure's notice title and toast. */
  loadFailed: { title: string; toast: string };
  children: (fetchKey: string) => ReactNode;
}

/**
 * A studio list screen with every state: loading, the load failure with Try Again, the sign-in card
 * once the session has ended, and the no-permission state when the API refuses the viewer.
 */
export function StudioListScreen({
  title,
  signIn,
  listKey,
  loadingLabel,
  loadFailed,
  ...parts
}: StudioListScreenProps) {
  return (
    <PermissionRefusedBoundary title={title}>
      <StudioListPage
        authRequired={<AuthRequired message={signIn.message} returnTo={signIn.returnTo} />}
        header={parts.header}
        stats={parts.stats}
        filters={parts.filters}
      >
        {parts.above}
        <PageQuerySection resetKey={listKey} suspenseKey={listKey} loadingLabel={loadingLabel} loadFailed={loadFailed}>
          {parts.children}
        </PageQuerySection>
      </StudioListPage>
    </PermissionRefusedBoundary>
  );
}
