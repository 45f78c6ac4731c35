import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { BRAND_MESSAGES } from '@features/brands/messages';
import { Button, ButtonLink } from '../../components/Button';
import { PermissionDenied } from '../kit/PermissionDenied';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { createFailure } from './brandFailures';
import { BrandEditorLayout, FormActions } from './BrandEditorLayout';
import { BrandFields } from './BrandFields';
import {
  createInput,
  createProblems,
  EMPTY_BRAND_FORM,
  priceRangePreview,
  problemFieldOf,
  type BrandFormState,
} from './brandForm';
import { BrandPreview } from './BrandPreview';
import { brandsTitle, managesBrands } from './brandsTitle';
import { brandImageProblem, brandVideoProblem, formatFileSize, IMAGE_ACCEPT, VIDEO_ACCEPT } from './fileChecks';
import { FilePicker } from './FilePicker';
import { PickedFile } from './PickedFile';
import { UploadProgress } from './UploadProgress';
import { useBrandVideoUpload } from './useBrandVideoUpload';
import { useCreateBrandMutation } from './useCreateBrandMutation';
import { useFileUrl } from '../kit/FilePreview';
import { useSessionExpired } from './useSessionExpired';
import { useShowProblems } from './useShowProblems';
import { withUnsavedChangesGuard } from '../kit/form/UnsavedChangesGuard';
import { BRANDS_PATH, editBrandPath } from './paths';

const NEW_BRAND_TITLE = 'New Brand';

/** /studio/brands/new: the brand form with a live preview; on success, the new brand's edit screen. */
function NewBrandScreen() {
  const viewer = useStudioViewer();
  if (!managesBrands(viewer))
    return <PermissionDenied title={NEW_BRAND_TITLE} message={BRAND_MESSAGES.createForbidden} />;
  return <NewBrandForm backLabel={`Back to ${brandsTitle(viewer)}`} />;
}

function NewBrandForm({ backLabel }: { backLabel: string }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const currentYear = new Date().getFullYear();
  const [form, setForm] = useState<BrandFormState>(EMPTY_BRAND_FORM);
  const [image, setImage] = useState<File | null>(null);
  const [video, setVideo] = useState<File | null>(null);
  const [checking, setChecking] = useState(false);
  const imageUrl = useFileUrl(image);
  const { problems, showProblems, clearProblem } = useShowProblems(formRef);
  const { validateSession, sessionExpired } = useSessionExpired();
  const { run: create, busy: creating } = useCreateBrandMutation();
  const { uploadVideo, progress: videoProgress } = useBrandVideoUpload();
  const busy = checking || creating || videoProgress != null;

  const change = (changes: Partial<BrandFormState>) => {
    setForm((current) => ({ ...current, ...changes }));
    Object.keys(changes).forEach((field) => clearProblem(problemFieldOf(field)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setChecking(true);
    try {
      // Spec section 5: the session is validated first.
      if (!(await validateSession())) return;
      const found = createProblems(form, image != null, currentYear);
      if (Object.keys(found).length) {
        showProblems(found);
        return;
      }
    } finally {
      setChecking(false);
    }
    await create(
      { input: { ...createInput(form), imageFile: null } },
      {
        files: { 'input.imageFile': image },
        onInvalid: showProblems,
        onFailed: (error) => {
          // An ended session says so and reloads the page after 2 seconds.
          const failure = createFailure(error);
          if (failure.kind === 'sessionExpired') sessionExpired(failure.message);
        },
        onDone: async ({ createBrand: { brand } }) => {
          if (video) await uploadVideo(brand.id, video, { announce: false });
          void navigate(editBrandPath(brand.id));
        },
      },
    );
  };

  return (
    <>
      <StudioPageHeader
        eyebrow="Catalogue"
        title={NEW_BRAND_TITLE}
        lead="Fill in the brand's details. Its card updates in the preview as you type."
      />
      <BrandEditorLayout
        preview={<BrandPreview form={form} imageUrl={imageUrl} priceRange={priceRangePreview(form)} />}
      >
        <form ref={formRef} noValidate onSubmit={submit} aria-label="New brand" aria-busy={busy}>
          <BrandFields
            mode="create"
            form={form}
            onChange={change}
            problems={problems}
            currentYear={currentYear}
            disabled={busy}
            media={
              <>
                <FilePicker
                  label="Brand image"
                  name="image"
                  accept={IMAGE_ACCEPT}
                  hint="PNG, JPEG or WebP, at most 5 MB. Required."
                  error={problems.image}
                  disabled={busy}
                  problemOf={brandImageProblem}
                  onPick={(file) => {
                    setImage(file);
                    clearProblem('image');
                  }}
                >
                  {image && imageUrl ? (
                    <PickedFile
                      name={image.name}
                      size={formatFileSize(image.size)}
                      previewUrl={imageUrl}
                      onRemove={busy ? undefined : () => setImage(null)}
                    />
                  ) : null}
                </FilePicker>
                <FilePicker
                  label="Brand video (optional)"
                  name="video"
                  accept={VIDEO_ACCEPT}
                  hint="MP4, WebM or QuickTime, at most 50 MB. It is uploaded once the brand is created."
                  disabled={busy}
                  problemOf={brandVideoProblem}
                  onPick={setVideo}
                >
                  {video ? (
                    <PickedFile
                      name={video.name}
                      size={formatFileSize(video.size)}
                      onRemove={busy ? undefined : () => setVideo(null)}
                    />
                  ) : null}
                  {videoProgress != null ? (
                    <UploadProgress label="Uploading brand video" fraction={videoProgress} />
                  ) : null}
                </FilePicker>
              </>
            }
          />
          <FormActions>
            <Button type="submit" $size="lg" aria-disabled={busy} aria-busy={busy}>
              {creating ? 'Creating…' : videoProgress != null ? 'Uploading video…' : 'Create Brand'}
            </Button>
            <ButtonLink $variant="secondary" $size="lg" to={BRANDS_PATH}>
              {backLabel}
            </ButtonLink>
          </FormActions>
        </form>
      </BrandEditorLayout>
    </>
  );
}

export const NewBrandPage = withUnsavedChangesGuard(NewBrandScreen);
