import { PRODUCT_MESSAGES } from '@features/products/messages';
import { productCreateFailureMessage } from '@features/products/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../shell/toast/useToast';
import { PermissionDenied } from '../kit/PermissionDenied';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { newIdempotencyKey } from './idempotencyKey';
import { CREATE_REFUSAL, mayCreateProducts } from './productAccess';
import { failureText } from './productFailures';
import { ProductForm, type ProductDraft } from './ProductForm';
import { createProductInput, EMPTY_PRODUCT_FORM, toChosenBrand } from './productForm';
import { newImageFiles } from './productImages';
import { PRODUCTS_PATH } from './productsPaths';
import { useCreateProductMutation } from './useCreateProductMutation';
import { useSendVideo } from './useSendVideo';
import { withUnsavedChangesGuard } from '../kit/form/withUnsavedChangesGuard';

export const CREATE_PRODUCT_TITLE = 'Create Product';

/**
 * /studio/products/new (sections 2, 5, 6): super admins, admins and brand admins create a product
 * for one of their brands; on success, back to the list. One idempotency key per form, sent with
 * every try, so a repeated submit never makes a second product.
 */
function NewProductScreen() {
  const viewer = useStudioViewer();
  if (!mayCreateProducts(viewer))
    return <PermissionDenied title={PRODUCT_MESSAGES.insufficientPermissions} message={CREATE_REFUSAL} />;
  return <CreateProduct />;
}

function CreateProduct() {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const createProduct = useCreateProductMutation();
  const { sendVideo, progress } = useSendVideo('create');

  const save = async ({ form, brand, images, video, onInvalid }: ProductDraft) => {
    const chosenBrand = toChosenBrand(brand);
    let videoFields;
    try {
      videoFields = await sendVideo(form.brandId, video);
    } catch (error) {
      showToast(productCreateFailureMessage(failureText(error)), 'error');
      return;
    }
    await createProduct(
      createProductInput(form, chosenBrand, idempotencyKey, videoFields),
      newImageFiles(images),
      video.remove ? null : video.thumbnail,
      { onCreated: () => void navigate(PRODUCTS_PATH), onInvalid, onFailed: () => undefined },
    );
  };

  return (
    <>
      <StudioPageHeader
        eyebrow="Catalogue"
        title={CREATE_PRODUCT_TITLE}
        lead="Describe the piece, set its price, choose its categories and add up to four images."
      />
      <ProductForm
        mode="create"
        label="New product"
        submitLabel="Create Product"
        busyLabel="Creating…"
        initial={EMPTY_PRODUCT_FORM}
        videoProgress={progress}
        onSave={save}
      />
    </>
  );
}

export const NewProductPage = withUnsavedChangesGuard(NewProductScreen);
