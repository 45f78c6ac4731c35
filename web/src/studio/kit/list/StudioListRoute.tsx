import type { ReactNode } from 'react';
import type { PreloadedQuery } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { AuthRequired } from '../AuthRequired';
import { PermissionRefusedBoundary } from '../PermissionDenied';
import { StudioListPage } from '../StudioListPage';
import { ListQuerySection } from './ListQuerySection';

interface StudioListRouteProps<TQuery extends OperationType> {
  /** The screen's title, kept when the API refuses the viewer (the no-permission state). */
  title: string;
  /** The sign-in card once the session has ended: its words, and where to come back to. */
  signIn: { message: string; returnTo: string };
  header: ReactNode;
  stats?: ReactNode;
  /** The filter bar (a ListFilterBar), and anything between it and the list (an outcome notice). */
  filters: ReactNode;
  loadingLabel: string;
  /** The load failure's notice title and toast. */
  loadFailed: { title: string; toast: string };
  /** The list, given the query its route started (read it with usePreloadedQuery). */
  children: (queryRef: PreloadedQuery<TQuery>) => ReactNode;
}

/**
 * A studio list screen over its route's preloaded query, with every state: loading, the load
 * failure with Try Again, the sign-in card once the session has ended, and the no-permission
 * state when the API refuses the viewer.
 */
export function StudioListRoute<TQuery extends OperationType>({
  title,
  signIn,
  loadingLabel,
  loadFailed,
  children,
  ...parts
}: StudioListRouteProps<TQuery>) {
  return (
    <PermissionRefusedBoundary title={title}>
      <StudioListPage
        authRequired={<AuthRequired message={signIn.message} returnTo={signIn.returnTo} />}
        header={parts.header}
        stats={parts.stats}
        filters={parts.filters}
      >
        <ListQuerySection loadingLabel={loadingLabel} loadFailed={loadFailed}>
          {children}
        </ListQuerySection>
      </StudioListPage>
    </PermissionRefusedBoundary>
  );
}
