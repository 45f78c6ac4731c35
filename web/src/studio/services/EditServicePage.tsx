import { SERVICE_MESSAGES } from '@features/products/messages';
import { graphql } from 'react-relay';
import { useParams } from 'react-router';
import type { EditServicePageQuery, EditServicePageQuery$data } from '../../__generated__/EditServicePageQuery.graphql';
import { PermissionDenied } from '../kit/PermissionDenied';
import { RecordNotFound } from '../kit/form/RecordNotFound';
import { RecordRoute } from '../kit/form/RecordRoute';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { userFacingMessage } from '../../relay/mutationErrors';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { EditServiceForm } from './EditServiceForm';
import { managesServices } from './serviceAccess';
import { SERVICES_PATH } from './paths';

const editServicePageQuery = graphql`
  query EditServicePageQuery($id: ID!) {
    editableProduct(id: $id) {
      id
      serviceKind
      ...EditServiceForm_product
    }
  }
`;

const EDIT_TITLE = 'Edit Service';

/**
 * /studio/services/{id} (spec sections 2, 3 and 8): the service's details with its brand fixed,
 * saved or deleted. An id that names no service is 'Service not found'; a failed load says
 * 'Failed to load service'; a service of another brand is refused.
 */
export function EditServicePage() {
  const viewer = useStudioViewer();
  const { serviceId = '' } = useParams();
  return (
    <RecordRoute<EditServicePageQuery, NonNullable<EditServicePageQuery$data['editableProduct']>>
      title={EDIT_TITLE}
      allowed={managesServices(viewer)}
      refused={(error) => (
        <PermissionDenied title={EDIT_TITLE} message={userFacingMessage(error, SERVICE_MESSAGES.loadFailed)} />
      )}
      failureHeader={<StudioPageHeader eyebrow="Catalogue" title={EDIT_TITLE} />}
      query={editServicePageQuery}
      variables={{ id: serviceId }}
      pick={({ editableProduct }) => (editableProduct?.serviceKind ? editableProduct : null)}
      loadingLabel="Loading the service"
      loadFailed={{ title: 'The service could not be loaded.', toast: SERVICE_MESSAGES.loadFailed }}
      notFound={
        <RecordNotFound
          eyebrow="Catalogue"
          title={SERVICE_MESSAGES.notFound}
          toast={SERVICE_MESSAGES.notFound}
          backTo={SERVICES_PATH}
          backLabel="Back to Services"
        />
      }
    >
      {(service) => <EditServiceForm product={service} title={EDIT_TITLE} />}
    </RecordRoute>
  );
}
