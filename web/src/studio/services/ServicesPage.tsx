import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { PermissionDenied } from '../kit/PermissionDenied';
import { StudioListScreen } from '../kit/StudioListScreen';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { useUrlFilters } from '../kit/useUrlFilters';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { managesServices, servicesTitle } from './serviceAccess';
import {
  SERVICE_FILTERS_IN_URL,
  asksForRefresh,
  hasServiceFilters,
  toServiceFilterInput,
  withoutRefresh,
} from './serviceFilters';
import { ServiceFilterBar } from './ServiceFilterBar';
import { ServiceResults } from './ServiceResults';
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
  const { filters, updateFilters, resetFilters } = useUrlFilters(SERVICE_FILTERS_IN_URL);
  const refresh = asksForRefresh(params);
  useEffect(() => {
    if (refresh) void setParams((current) => withoutRefresh(current), { replace: true, preventScrollReset: true });
  }, [refresh, setParams]);

  const title = servicesTitle(viewer);
  if (!managesServices(viewer)) return <PermissionDenied title={title} />;

  const filter = toServiceFilterInput(filters);
  const lead =
    viewer.role === 'brand_admin'
      ? "Your tailor brands' services: consultations, alterations, custom design and fittings."
      : "Every tailor brand's services: consultations, alterations, custom design and fittings.";

  return (
    <StudioListScreen
      title={title}
      signIn={{ message: SERVICES_SIGN_IN, returnTo: SERVICES_PATH }}
      header={
        <StudioHeaderRow>
          <StudioPageHeader eyebrow="Catalogue" title={title} lead={lead} />
          <ButtonLink to={NEW_SERVICE_PATH}>Add Service</ButtonLink>
        </StudioHeaderRow>
      }
      filters={<ServiceFilterBar filters={filters} onChange={updateFilters} />}
      listKey={JSON.stringify(filter)}
      loadingLabel="Loading services"
      loadFailed={{ title: 'The services could not be loaded.', toast: SERVICES_LOAD_FAILED }}
    >
      {(fetchKey) => (
        <ServiceResults
          filter={filter}
          fetchKey={fetchKey}
          filtered={hasServiceFilters(filters)}
          onResetFilters={resetFilters}
        />
      )}
    </StudioListScreen>
  );
}
