import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { useListFilters } from '../kit/list/useListFilters';
import { PermissionDenied } from '../kit/PermissionDenied';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { managesServices, servicesTitle } from './serviceAccess';
import { asksForRefresh, serviceFilters, withoutRefresh } from './serviceFilters';
import { ServiceList } from './ServiceList';
import { NEW_SERVICE_PATH, SERVICES_PATH } from './paths';

/**
 * /studio/services: every tailor brand's services for a super admin, a brand admin's own ('Your
 * Services'), searchable and filtered by brand and type (kept in the URL), a page at a time.
 * `?refresh=1` (after a delete) is honoured by loading the list from the server, then dropped.
 */
export function ServicesPage() {
  const viewer = useStudioViewer();
  const [params, setParams] = useSearchParams();
  const filters = useListFilters(serviceFilters);
  const refresh = asksForRefresh(params);
  useEffect(() => {
    if (refresh) void setParams((current) => withoutRefresh(current), { replace: true, preventScrollReset: true });
  }, [refresh, setParams]);
  const title = servicesTitle(viewer);
  if (!managesServices(viewer)) return <PermissionDenied title={title} />;

  return (
    <StudioListRoute
      title={title}
      noun="services"
      returnTo={SERVICES_PATH}
      eyebrow="Catalogue"
      lead={
        viewer.role === 'brand_admin'
          ? "Your tailor brands' services: consultations, alterations, custom design and fittings."
          : "Every tailor brand's services: consultations, alterations, custom design and fittings."
      }
      actions={<ButtonLink to={NEW_SERVICE_PATH}>Add Service</ButtonLink>}
      filters={filters}
    >
      {(queryRef, list) => <ServiceList queryRef={queryRef} {...list} />}
    </StudioListRoute>
  );
}
