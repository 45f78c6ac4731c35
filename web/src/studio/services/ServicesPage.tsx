import type { ServiceResultsQuery } from '../../__generated__/ServiceResultsQuery.graphql';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { PermissionDenied } from '../kit/PermissionDenied';
import { ListFilterBar } from '../kit/list/ListFilterBar';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { useUrlFilters } from '../kit/useUrlFilters';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { managesServices, servicesTitle } from './serviceAccess';
import { asksForRefresh, serviceFilters, withoutRefresh } from './serviceFilters';
import { ServiceList } from './ServiceList';
import { NEW_SERVICE_PATH, SERVICES_PATH } from './servicesPaths';

/** The spec names no texts for these. */
export const SERVICES_LOAD_FAILED = 'Failed to load services';
export const SERVICES_SIGN_IN = 'Please log in to manage services.';

/**
 * /studio/services: every tailor brand's services for a super admin, a brand admin's own ('Your
 * Services'), searchable and filtered by brand and type (kept in the URL), a page at a time.
 * `?refresh=1` (after a delete) is honoured by loading the list from the server, then dropped.
 */
export function ServicesPage() {
  const viewer = useStudioViewer();
  const [params, setParams] = useSearchParams();
  const { filters, updateFilters, resetFilters } = useUrlFilters(serviceFilters);
  const refresh = asksForRefresh(params);
  useEffect(() => {
    if (refresh) void setParams((current) => withoutRefresh(current), { replace: true, preventScrollReset: true });
  }, [refresh, setParams]);

  const title = servicesTitle(viewer);
  if (!managesServices(viewer)) return <PermissionDenied title={title} />;

  const lead =
    viewer.role === 'brand_admin'
      ? "Your tailor brands' services: consultations, alterations, custom design and fittings."
      : "Every tailor brand's services: consultations, alterations, custom design and fittings.";

  return (
    <StudioListRoute<ServiceResultsQuery>
      title={title}
      signIn={{ message: SERVICES_SIGN_IN, returnTo: SERVICES_PATH }}
      header={
        <StudioHeaderRow>
          <StudioPageHeader eyebrow="Catalogue" title={title} lead={lead} />
          <ButtonLink to={NEW_SERVICE_PATH}>Add Service</ButtonLink>
        </StudioHeaderRow>
      }
      filters={
        <ListFilterBar label="Filter services" definition={serviceFilters} values={filters} onChange={updateFilters} />
      }
      loadingLabel="Loading services"
      loadFailed={{ title: 'The services could not be loaded.', toast: SERVICES_LOAD_FAILED }}
    >
      {(queryRef) => (
        <ServiceList queryRef={queryRef} filtered={serviceFilters.narrows(filters)} onResetFilters={resetFilters} />
      )}
    </StudioListRoute>
  );
}
