import { PRODUCT_MESSAGES } from '@features/products/messages';
import { productCreateFailureMessage } from '@features/products/rules';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { NewProductPageMutation } from '../../__generated__/NewProductPageMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { PermissionDenied } from '../kit/PermissionDenied';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { newIdempotencyKey } from './idempotencyKey';
import { CREATE_REFUSAL, mayCreateProducts } from './productAccess';
import { failureText } from './productFailures';
import { ProductForm, type ProductDraft } from './ProductForm';
import { createProductInput, EMPTY_PRODUCT_FORM, toChosenBrand } from './productForm';
import { productFileParts } from './productFiles';
import { newImageFiles } from './productImages';
import { useSendVideo } from './useSendVideo';
import { withUnsavedChangesGuard } from '../kit/form/UnsavedChangesGuard';
import { PRODUCTS_PATH } from './paths';

// The images (and video thumbnail) go as multipart parts.
const newProductPageMutation = graphql`
  mutation NewProductPageMutation($input: CreateProductInput!) {
    createProduct(input: $input) {
      product {
        id
        title
      }
    }
  }
`;

/** A failure says what the spec's create catalogue gives for it. */
const createFailure = (error: unknown) => productCreateFailureMessage(failureText(error));
const CREATE_TEXTS = { success: PRODUCT_MESSAGES.created, failure: createFailure };

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
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { run } = useStudioMutation<NewProductPageMutation>(newProductPageMutation, CREATE_TEXTS);
  const { sendVideo, progress } = useSendVideo('create', createFailure);

  const save = async ({ form, brand, images, video, onInvalid }: ProductDraft) => {
    const videoFields = await sendVideo(form.brandId, video);
    if (!videoFields) return;
    const { files, placeholders } = productFileParts(newImageFiles(images), video.remove ? null : video.thumbnail);
    await run(
      { input: { ...createProductInput(form, toChosenBrand(brand), idempotencyKey, videoFields), ...placeholders } },
      { files, onDone: () => void navigate(PRODUCTS_PATH), onInvalid },
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
