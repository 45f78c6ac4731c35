import { PRODUCT_MESSAGES } from '@features/products/messages';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { DeleteButton } from '../kit/formSections';
import type { EditProductPageDeleteMutation } from '../../__generated__/EditProductPageDeleteMutation.graphql';
import type { EditProductPageMutation } from '../../__generated__/EditProductPageMutation.graphql';
import type { EditProductPageQuery, EditProductPageQuery$data } from '../../__generated__/EditProductPageQuery.graphql';
import { AuthRequired } from '../kit/AuthRequired';
import { RecordRoute } from '../kit/form/RecordRoute';
import { useAuth } from '../../auth/useAuth';
import { Button } from '../../components/Button';
import { ConfirmDeleteDialog } from '../kit/ConfirmDialog';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { PermissionDenied } from '../kit/PermissionDenied';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { AuthLoading, ProductLoadFailed, ProductLoading, ProductNotFound, ProductRefused } from './EditLoadStates';
import { editRoleRefusal, mayEditProducts } from './productAccess';
import { ProductForm, type ProductDraft } from './ProductForm';
import { productFormFrom, toChosenBrand, updateProductInput } from './productForm';
import { productFileParts } from './productFiles';
import { keptImages, newImageFiles, type ProductImage } from './productImages';
import { editProductPath, PRODUCTS_PATH, publicProductPath } from './paths';
import { useSendVideo } from './useSendVideo';
import { failureText } from './productFailures';
import { productUpdateFailureMessage } from '@features/products/rules';

const editProductPageQuery = graphql`
  query EditProductPageQuery($id: ID!) {
    editableProduct(id: $id) {
      id
      title
      description
      price
      studioPrice
      salePrice
      brand {
        id
        name
      }
      collection {
        id
      }
      category
      categories
      inStock
      sizes
      colors
      materials
      careInstructions
      isCustom
      leadTime
      currency
      images
      videoUrl
      videoType
      videoDescription
      serviceType
      consultationFee
      specialties
      fittingSessions
      measurementGuide
      priceRange
      contactForPricing
    }
  }
`;

// New images (appended after those kept) and a thumbnail go as files.
const editProductPageMutation = graphql`
  mutation EditProductPageMutation($input: UpdateProductInput!) {
    updateProduct(input: $input) {
      product {
        id
        title
        image
        images
        updatedAt
      }
    }
  }
`;

// The record stays in the store until the screen has moved on (the lists load from the server), so
// the edit screen does not turn into 'Product Not Found' under the success message.
const deleteProductMutation = graphql`
  mutation EditProductPageDeleteMutation($input: DeleteProductInput!) {
    deleteProduct(input: $input) {
      deletedProductId
    }
  }
`;

const updateFailure = (error: unknown) => productUpdateFailureMessage(failureText(error));
const UPDATE_TEXTS = { success: PRODUCT_MESSAGES.updated, failure: updateFailure };
const DELETE_TEXTS = { success: PRODUCT_MESSAGES.deleted, failure: userFacing(PRODUCT_MESSAGES.deleteFailed) };

const EDIT_PRODUCT_TITLE = 'Edit Product';

type Product = NonNullable<EditProductPageQuery$data['editableProduct']>;

/**
 * /studio/products/{id} (sections 2, 5, 6, 8, 9): super admins and brand admins (their own brands'
 * products) edit a product; every other role sees 'Insufficient Permissions' with their role. The
 * load has its states: the session, the product (with its time-outs), not found, refused, failed.
 */
export function EditProductPage() {
  const viewer = useStudioViewer();
  const { loading, user } = useAuth();
  const { productId = '' } = useParams();
  const signIn = { message: PRODUCT_MESSAGES.mustSignIn, returnTo: editProductPath(productId) };

  if (loading) return <AuthLoading />;
  if (!user) return <AuthRequired {...signIn} />;
  return (
    <RecordRoute<EditProductPageQuery, Product>
      title={EDIT_PRODUCT_TITLE}
      allowed={mayEditProducts(viewer)}
      denied={
        <PermissionDenied title={PRODUCT_MESSAGES.insufficientPermissions} message={editRoleRefusal(viewer.role)} />
      }
      refused={() => <ProductRefused />}
      signIn={signIn}
      query={editProductPageQuery}
      variables={{ id: productId }}
      pick={({ editableProduct }) => editableProduct}
      loading={<ProductLoading />}
      loadFailed={() => <ProductLoadFailed />}
      notFound={<ProductNotFound />}
    >
      {(product) => <EditProduct product={product} />}
    </RecordRoute>
  );
}

function EditProduct({ product }: { product: Product }) {
  const navigate = useNavigate();
  const update = useStudioMutation<EditProductPageMutation>(editProductPageMutation, UPDATE_TEXTS);
  const deletion = useStudioMutation<EditProductPageDeleteMutation>(deleteProductMutation, DELETE_TEXTS);
  const { sendVideo, progress } = useSendVideo('edit', updateFailure);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [initial] = useState(() => productFormFrom(product));
  const [initialImages] = useState<ProductImage[]>(() => product.images.map((url) => ({ kind: 'kept', url }) as const));

  const save = async ({ form, brand, images, video, onInvalid }: ProductDraft) => {
    const videoFields = await sendVideo(form.brandId, video);
    if (!videoFields) return;
    const fields = updateProductInput(
      product.id,
      form,
      toChosenBrand(brand),
      keptImages(images),
      videoFields,
      video.remove,
    );
    const { files, placeholders } = productFileParts(newImageFiles(images), video.remove ? null : video.thumbnail);
    await update.run(
      { input: { ...fields, ...placeholders } },
      { files, onDone: () => void navigate(PRODUCTS_PATH), onInvalid },
    );
  };

  return (
    <>
      <StudioPageHeader
        eyebrow="Catalogue"
        title={EDIT_PRODUCT_TITLE}
        lead={
          <>
            {product.title} · {product.brand.name} · <a href={publicProductPath(product.id)}>View on the site</a>
          </>
        }
      />
      <ProductForm
        mode="edit"
        label={`Details of ${product.title}`}
        submitLabel="Save Changes"
        busyLabel="Saving…"
        initial={initial}
        initialImages={initialImages}
        currentBrand={product.brand}
        currentVideoUrl={product.videoUrl}
        videoProgress={progress}
        onSave={save}
        extraActions={
          <DeleteButton $variant="secondary" $size="lg" onClick={() => setConfirmingDelete(true)}>
            Delete Product
          </DeleteButton>
        }
      />
      {confirmingDelete ? (
        <ConfirmDeleteDialog
          title="Delete Product"
          message={`Are you sure you want to delete '${product.title}'? Its images go with it. This action cannot be undone.`}
          deleting={deletion.busy}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() =>
            void deletion.run(
              { input: { id: product.id } },
              { onDone: () => void navigate(PRODUCTS_PATH), onFailed: () => setConfirmingDelete(false) },
            )
          }
        />
      ) : null}
    </>
  );
}
