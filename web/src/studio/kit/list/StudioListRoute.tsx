import type { ReactNode } from 'react';
import type { PreloadedQuery } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { AuthRequired } from '../AuthRequired';
import { PermissionRefusedBoundary } from '../PermissionDenied';
import { StudioListPage } from '../StudioListPage';
import { StudioHeaderRow, StudioPageHeader } from '../StudioPageHeader';
import type { FilterSet } from './defineUrlFilters';
import { ListFilterBar } from './ListFilterBar';
import { ListQuerySection } from './ListQuerySection';
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
 * state when the API refuses the viewer. The filter bar is built from the declared filters.
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
        <ListQuerySection loadingLabel={loadingLabel} loadFailed={loadFailed}>
          {(queryRef) => children(queryRef, list)}
        </ListQuerySection>
      </StudioListPage>
    </PermissionRefusedBoundary>
  );
}
