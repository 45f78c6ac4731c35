import { Suspense, type ReactNode } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator } from 'react-router';
import type { OperationType } from 'relay-runtime';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { AuthRequired } from '../AuthRequired';
import { LoadError } from '../LoadError';
import { PermissionRefusedBoundary } from '../PermissionDenied';
import { isPermissionRefused, isSessionRejected } from '../permissionRefused';
import { SectionLoading } from '../QuerySection';
import { StudioListPage } from '../StudioListPage';
import { StudioHeaderRow, StudioPageHeader } from '../StudioPageHeader';
import type { FilterSet } from './defineUrlFilters';
import { ListFilterBar } from './ListFilterBar';
import type { ListRouteData } from './listRoute';
import type { ListFilters } from './useListFilters';

/** What the list gets from the screen beside its query: which empty state, and Reset filters. */
export interface ListFilterState {
  filtered: boolean;
  onResetFilters: () => void;
}

interface StudioListRouteProps<TSet extends FilterSet> {
  /** The screen's title, kept when the API refuses the viewer (the no-permission state). */
  title: string;
  /**
   * What the screen calls its items ('products'): the sign-in card, the loading label, the load
   * failure and the filter bar are worded from it unless given below.
   */
  noun: string;
  /** Where the sign-in card brings the viewer back to once the session has ended. */
  returnTo: string;
  signIn?: string;
  loadingLabel?: string;
  /** The load failure's notice title and toast. */
  loadFailed?: { title: string; toast: string };
  filterLabel?: string;
  /** The header's eyebrow, lead and actions (New, Refresh...) beside the title. */
  eyebrow?: string;
  lead?: ReactNode;
  actions?: ReactNode;
  /** A header of the screen's own instead. */
  header?: ReactNode;
  stats?: ReactNode;
  filters: ListFilters<TSet>;
  /** Controls the declared filters do not cover, at the bar's end (a sort direction). */
  filterExtra?: ReactNode;
  /** Anything between the filter bar and the list (an outcome notice). */
  belowFilters?: ReactNode;
  /** The list, given the query its route started and the filters' state. */
  children: (queryRef: PreloadedQuery<OperationType>, list: ListFilterState) => ReactNode;
}

/**
 * A studio list screen over its route's preloaded query, with every state: loading, the load
 * failure with Try Again, the sign-in card once the session has ended, and the no-permission
 * state when the API refuses the viewer. The filter bar is built from the declared filters. Other
 * filters show a fresh list with its own loading state; Try Again loads the route's query again.
 */
export function StudioListRoute<TSet extends FilterSet>({
  title,
  noun,
  signIn = `Please log in to manage ${noun}.`,
  loadingLabel = `Loading ${noun}`,
  loadFailed = { title: `The ${noun} could not be loaded.`, toast: `Failed to load ${noun}` },
  filterLabel = `Filter ${noun}`,
  filters,
  children,
  ...parts
}: StudioListRouteProps<TSet>) {
  const heading = <StudioPageHeader eyebrow={parts.eyebrow} title={title} lead={parts.lead} />;
  const header =
    parts.header ??
    (parts.actions ? (
      <StudioHeaderRow>
        {heading}
        {parts.actions}
      </StudioHeaderRow>
    ) : (
      heading
    ));
  const { queryRef, loadId } = useLoaderData() as ListRouteData<OperationType>;
  const revalidator = useRevalidator();
  const list: ListFilterState = {
    filtered: filters.definition.narrows(filters.filters),
    onResetFilters: filters.resetFilters,
  };
  return (
    <PermissionRefusedBoundary title={title}>
      <StudioListPage
        authRequired={<AuthRequired message={signIn} returnTo={parts.returnTo} />}
        header={header}
        stats={parts.stats}
        filters={
          <>
            <ListFilterBar label={filterLabel} filters={filters} extra={parts.filterExtra} />
            {parts.belowFilters}
          </>
        }
      >
        <ErrorBoundary
          resetKey={loadId}
          fallback={(error) => {
            // An ended session and a refusal are left to the screen around (sign in again; no permission).
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
            {children(queryRef, list)}
          </Suspense>
        </ErrorBoundary>
      </StudioListPage>
    </PermissionRefusedBoundary>
  );
}
