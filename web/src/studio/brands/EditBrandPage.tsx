import { useParams } from 'react-router';
import { graphql } from 'react-relay';
import { BRAND_MESSAGES } from '@features/brands/messages';
import type { EditBrandPageQuery, EditBrandPageQuery$data } from '../../__generated__/EditBrandPageQuery.graphql';
import { RecordRoute } from '../kit/form/RecordRoute';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { BrandNotFound, BrandNotYours } from './BrandNotFound';
import { editBrandPath } from './paths';
import { brandsTitle, managesBrands } from './brandsTitle';
import { EditBrandView } from './EditBrandView';

const editBrandPageQuery = graphql`
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
export function EditBrandPage() {
  const viewer = useStudioViewer();
  const { brandId = '' } = useParams();
  const backLabel = `Back to ${brandsTitle(viewer)}`;
  return (
    <RecordRoute<EditBrandPageQuery, NonNullable<EditBrandPageQuery$data['brand']>>
      title={EDIT_TITLE}
      allowed={managesBrands(viewer)}
      refused={() => <BrandNotYours backLabel={backLabel} />}
      failureHeader={<StudioPageHeader eyebrow="Catalogue" title={EDIT_TITLE} />}
      signIn={{ message: BRAND_MESSAGES.mustBeLoggedIn, returnTo: editBrandPath(brandId) }}
      query={editBrandPageQuery}
      variables={{ id: brandId }}
      pick={({ brand }) => brand}
      loadingLabel="Loading the brand"
      loadFailed={{ title: BRAND_MESSAGES.loadFailed, toast: BRAND_MESSAGES.errorLoading }}
      notFound={<BrandNotFound backLabel={backLabel} />}
    >
      {(brand) => <EditBrandView brand={brand} backLabel={backLabel} />}
    </RecordRoute>
  );
}
