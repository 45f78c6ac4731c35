import { Suspense, type ReactNode } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator } from 'react-router';
import type { OperationType } from 'relay-runtime';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { LoadError } from '../LoadError';
import { isPermissionRefused } from '../permissionRefused';
import { SectionLoading } from '../QuerySection';
import { isSessionRejected } from '../sessionRejected';
import type { ListRouteData } from './listRoute';

interface ListQuerySectionProps<TQuery extends OperationType> {
  loadingLabel: string;
  /** The load failure's notice title and toast. */
  loadFailed: { title: string; toast: string };
  /** The list, given the query its route started (read it with usePreloadedQuery). */
  children: (queryRef: PreloadedQuery<TQuery>) => ReactNode;
}

/**
 * The list of a studio list route: other filters show a fresh list with its own loading state; a
 * failure shows its notice, whose Try Again loads the route's query again. An ended session and a
 * refusal are left to the screen around (sign in again; no permission).
 */
export function ListQuerySection<TQuery extends OperationType>({
  loadingLabel,
  loadFailed,
  children,
}: ListQuerySectionProps<TQuery>) {
  const { queryRef, loadId } = useLoaderData() as ListRouteData<TQuery>;
  const revalidator = useRevalidator();
  return (
    <ErrorBoundary
      resetKey={loadId}
      fallback={(error) => {
        if (isSessionRejected(error) || isPermissionRefused(error)) throw error;
        return (
          <LoadError
            error={error}
            title={loadFailed.title}
            toast={loadFailed.toast}
            onRetry={() => void revalidator.revalidate()}
          />
        );
      }}
    >
      <Suspense key={JSON.stringify(queryRef.variables)} fallback={<SectionLoading label={loadingLabel} />}>
        {children(queryRef)}
      </Suspense>
    </ErrorBoundary>
  );
}
