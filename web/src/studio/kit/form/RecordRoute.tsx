import type { ReactNode } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { AuthRequired } from '../AuthRequired';
import { LoadError } from '../LoadError';
import { PermissionDenied } from '../PermissionDenied';
import { isPermissionRefused } from '../permissionRefused';
import { QuerySection, SectionLoading } from '../QuerySection';
import { StudioListPage } from '../StudioListPage';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

interface RecordRouteProps<TQuery extends OperationType, TRecord> {
  /** The screen's title, kept when the viewer may not open it (the no-permission state). */
  title: string;
  /** Whether the viewer's role may open the screen at all; the API has the last word. */
  allowed: boolean;
  /** What a viewer who may not open it (or whom the API refuses) sees instead; the no-permission state when omitted. */
  denied?: ReactNode;
  /** Shown above the record while it loads, when it fails and once it is there. */
  header?: ReactNode;
  /** Shown above the load failure only (the loaded screen brings its own heading). */
  failureHeader?: ReactNode;
  /** What a refusal from the API shows; `denied` when omitted. */
  refused?: (error: Error) => ReactNode;
  /** The sign-in card once the session has ended: its words, and where to come back to. Without it, an ended session is told like any load failure. */
  signIn?: { message: string; returnTo: string };
  /** The record's query; it runs again (network only) on every visit and Try Again. */
  query: GraphQLTaggedNode;
  variables: TQuery['variables'];
  /** Network only unless told: the record is read afresh on every visit. */
  fetchPolicy?: 'network-only' | 'store-or-network';
  /** The record in the answer, or nothing when it is missing or not the viewer's to edit. */
  pick: (data: TQuery['response']) => TRecord | null | undefined;
  loadingLabel?: string;
  /** What shows while the record loads, when not a spinner with `loadingLabel`. */
  loading?: ReactNode;
  /** The load failure's notice title and toast, or the page's own screen for it. */
  loadFailed: { title: string; toast: string } | ((error: Error) => ReactNode);
  /** What a missing record shows (RecordNotFound, or a toast and the list). */
  notFound: ReactNode;
  /** The screen for the loaded record; a component of the page's, so its hooks sit inside the guard. */
  children: (record: TRecord) => ReactNode;
}

/**
 * One record's detail screen: the access gate, loading, the load failure with Try Again, not
 * found, the sign-in card once the session has ended, and a guard that asks before leaving with
 * unsaved changes.
 */
export function RecordRoute<TQuery extends OperationType, TRecord>({
  title,
  allowed,
  denied = <PermissionDenied title={title} />,
  header,
  failureHeader,
  refused = () => denied,
  signIn,
  loadingLabel,
  loading = <SectionLoading label={loadingLabel ?? ''} />,
  loadFailed,
  ...load
}: RecordRouteProps<TQuery, TRecord>) {
  if (!allowed) return denied;
  const resetKey = JSON.stringify(load.variables);
  return (
    <ErrorBoundary
      fallback={(error) => {
        if (!isPermissionRefused(error)) throw error;
        return refused(error);
      }}
    >
      <StudioListPage authRequired={signIn && <AuthRequired {...signIn} />} header={header}>
        <UnsavedChangesGuard>
          <QuerySection
            resetKey={resetKey}
            suspenseKey={resetKey}
            loading={loading}
            sessionEnded={signIn && 'page'}
            error={(error, retry) => {
              // The server has the last word on permissions: a refusal replaces the whole screen.
              if (isPermissionRefused(error)) throw error;
              if (typeof loadFailed === 'function') return loadFailed(error);
              return (
                <>
                  {failureHeader}
                  <LoadError error={error} title={loadFailed.title} toast={loadFailed.toast} onRetry={retry} />
                </>
              );
            }}
          >
            {(fetchKey) => <LoadedRecord<TQuery, TRecord> key={resetKey} {...load} fetchKey={fetchKey} />}
          </QuerySection>
        </UnsavedChangesGuard>
      </StudioListPage>
    </ErrorBoundary>
  );
}

type LoadedRecordProps<TQuery extends OperationType, TRecord> = Pick<
  RecordRouteProps<TQuery, TRecord>,
  'query' | 'variables' | 'fetchPolicy' | 'pick' | 'notFound' | 'children'
> & { fetchKey: string };

function LoadedRecord<TQuery extends OperationType, TRecord>({
  query,
  variables,
  fetchPolicy = 'network-only',
  pick,
  notFound,
  children,
  fetchKey,
}: LoadedRecordProps<TQuery, TRecord>) {
  const data = useLazyLoadQuery<TQuery>(query, variables, { fetchPolicy, fetchKey });
  const record = pick(data);
  return <>{record == null ? notFound : children(record)}</>;
}
