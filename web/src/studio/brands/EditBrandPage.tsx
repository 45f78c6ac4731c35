import { useParams } from 'react-router';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { BRAND_MESSAGES } from '@features/brands/messages';
import type { EditBrandPageQuery } from '../../__generated__/EditBrandPageQuery.graphql';
import { AuthRequired } from '../kit/AuthRequired';
import { LoadError } from '../kit/LoadError';
import { PermissionDenied } from '../kit/PermissionDenied';
import { isPermissionRefused } from '../kit/permissionRefused';
import { QuerySection, SectionLoading } from '../kit/QuerySection';
import { StudioListPage } from '../kit/StudioListPage';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { BrandNotFound, BrandNotYours } from './BrandNotFound';
import { brandsTitle, managesBrands } from './brandsTitle';
import { EditBrandView } from './EditBrandView';
import { withUnsavedChangesGuard } from '../kit/form/withUnsavedChangesGuard';
import { editBrandPath } from './paths';

export const editBrandPageQuery = graphql`
  query EditBrandPageQuery($id: ID!) {
    brand(id: $id) {
      id
      ...EditBrandView_brand
    }
  }
`;

const EDIT_TITLE = 'Edit Brand';

/**
 * /studio/brands/{id}: the brand's form with its preview, images, video, tailoring card and history.
 * An unknown id shows 'Brand not found'; a brand the viewer does not manage (the server refuses
 * its history) shows the refusal, and nothing can be saved.
 */
function EditBrandScreen() {
  const viewer = useStudioViewer();
  const { brandId = '' } = useParams();
  const backLabel = `Back to ${brandsTitle(viewer)}`;
  if (!managesBrands(viewer)) return <PermissionDenied title={EDIT_TITLE} />;

  return (
    <StudioListPage
      header={null}
      authRequired={<AuthRequired message={BRAND_MESSAGES.mustBeLoggedIn} returnTo={editBrandPath(brandId)} />}
    >
      <QuerySection
        resetKey={brandId}
        suspenseKey={brandId}
        loading={<SectionLoading label="Loading the brand" />}
        sessionEnded="page"
        error={(error, retry) =>
          isPermissionRefused(error) ? (
            <BrandNotYours backLabel={backLabel} />
          ) : (
            <>
              <StudioPageHeader eyebrow="Catalogue" title={EDIT_TITLE} />
              <LoadError
                error={error}
                title={BRAND_MESSAGES.loadFailed}
                toast={BRAND_MESSAGES.errorLoading}
                onRetry={retry}
              />
            </>
          )
        }
      >
        {(fetchKey) => <EditBrandQuery brandId={brandId} fetchKey={fetchKey} backLabel={backLabel} />}
      </QuerySection>
    </StudioListPage>
  );
}

function EditBrandQuery({ brandId, fetchKey, backLabel }: { brandId: string; fetchKey: string; backLabel: string }) {
  const { brand } = useLazyLoadQuery<EditBrandPageQuery>(
    editBrandPageQuery,
    { id: brandId },
    { fetchPolicy: 'network-only', fetchKey },
  );
  if (!brand) return <BrandNotFound backLabel={backLabel} />;
  return <EditBrandView brand={brand} backLabel={backLabel} />;
}

export const EditBrandPage = withUnsavedChangesGuard(EditBrandScreen);
