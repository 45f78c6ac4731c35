import { SERVICE_MESSAGES } from '@features/products/messages';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router';
import type { EditServicePageQuery } from '../../__generated__/EditServicePageQuery.graphql';
import { LoadError } from '../kit/LoadError';
import { PermissionDenied } from '../kit/PermissionDenied';
import { isPermissionRefused } from '../kit/permissionRefused';
import { RecordNotFound } from '../kit/form/RecordNotFound';
import { QuerySection, SectionLoading } from '../kit/QuerySection';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { userFacingMessage } from '../../relay/mutationErrors';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { EditServiceForm } from './EditServiceForm';
import { managesServices } from './serviceAccess';
import { withUnsavedChangesGuard } from '../kit/form/withUnsavedChangesGuard';
import { SERVICES_PATH } from './paths';

export const editServicePageQuery = graphql`
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
function EditServiceScreen() {
  const viewer = useStudioViewer();
  const { serviceId = '' } = useParams();
  if (!managesServices(viewer)) return <PermissionDenied title={EDIT_TITLE} />;
  return (
    <QuerySection
      resetKey={serviceId}
      loading={<SectionLoading label="Loading the service" />}
      error={(error, retry) =>
        isPermissionRefused(error) ? (
          <PermissionDenied title={EDIT_TITLE} message={userFacingMessage(error, SERVICE_MESSAGES.loadFailed)} />
        ) : (
          <>
            <StudioPageHeader eyebrow="Catalogue" title={EDIT_TITLE} />
            <LoadError
              error={error}
              title="The service could not be loaded."
              toast={SERVICE_MESSAGES.loadFailed}
              onRetry={retry}
            />
          </>
        )
      }
    >
      {(fetchKey) => <EditService key={serviceId} serviceId={serviceId} fetchKey={fetchKey} />}
    </QuerySection>
  );
}

function EditService({ serviceId, fetchKey }: { serviceId: string; fetchKey: string }) {
  const { editableProduct } = useLazyLoadQuery<EditServicePageQuery>(
    editServicePageQuery,
    { id: serviceId },
    { fetchPolicy: 'network-only', fetchKey },
  );
  if (!editableProduct?.serviceKind)
    return (
      <RecordNotFound
        eyebrow="Catalogue"
        title={SERVICE_MESSAGES.notFound}
        toast={SERVICE_MESSAGES.notFound}
        backTo={SERVICES_PATH}
        backLabel="Back to Services"
      />
    );
  return <EditServiceForm product={editableProduct} title={EDIT_TITLE} />;
}

export const EditServicePage = withUnsavedChangesGuard(EditServiceScreen);
