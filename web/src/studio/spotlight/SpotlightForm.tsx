import { UPLOAD_RULES } from '@domain/upload-rules';
import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/form/CheckboxField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { BrandSelect } from '../kit/BrandSelect';
import { FieldRow, FormSection } from '../kit/formSections';
import { emptyImageChoice, type ImageChoice } from '../kit/imageChoice';
import { CurrentImage, ImageSourceField } from '../kit/ImageSourceField';
import { OptionSelect } from '../kit/OptionSelect';
import { useStudioForm } from '../kit/form/useStudioForm';
import { useImagePreview } from '../kit/useImagePreview';
import { FeaturedProductsField } from './FeaturedProductsField';
import {
  canAddProduct,
  formProblemsOf,
  mediaOf,
  spotlightInput,
  spotlightProblems,
  VIDEO_TYPES,
  withBrand,
  withNewProductRow,
  withoutRow,
  withPickedProduct,
  withRowChange,
  type SpotlightBrand,
  type SpotlightFormState,
} from './spotlightForm';
import { SpotlightUploadProgress } from './SpotlightUploadProgress';
import { VideoField, type VideoValue } from './VideoField';
import { DiscardChangesLink } from '../kit/form/UnsavedChangesGuard';
import { SPOTLIGHT_PATH } from './paths';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Current = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A picture the spotlight has now, with a note, shown in its field until another is chosen. */
const currentPicture = (src: string | null | undefined, alt: string, note: string) =>
  src ? (
    <Current>
      <CurrentImage src={src} alt={alt} />
      <p>{note}</p>
    </Current>
  ) : undefined;

/** What the current spotlight has, on edit. */
export interface CurrentMedia {
  mainImage: string | null;
  videoUrl: string | null;
  videoThumbnail: string | null;
}

/** The files and addresses a save sends besides the fields. */
export interface SpotlightSave {
  input: ReturnType<typeof spotlightInput> & { mainImage?: string; videoThumbnail?: string; videoUrl?: string };
  files: { mainImageFile: File | null; videoThumbnailFile: File | null; videoFile: File | null };
  onInvalid: (problems: Record<string, string>) => void;
}

interface SpotlightFormProps {
  mode: 'create' | 'edit';
  label: string;
  submitLabel: string;
  initial: SpotlightFormState;
  brands: readonly SpotlightBrand[];
  current?: CurrentMedia;
  busy: boolean;
  /** How far the files have gone up, while they do. */
  progress: number | null;
  onSave: (save: SpotlightSave) => void;
  extraActions?: ReactNode;
}

/**
 * The spotlight form (spec sections 3 and 5): the texts, the brand and its featured products, the
 * main image and the optional video. Each missing required field is named beside it and the first
 * in a toast; focus goes to it.
 */
export function SpotlightForm({
  mode,
  label,
  submitLabel,
  initial,
  brands,
  current,
  busy,
  progress,
  onSave,
  extraActions,
}: SpotlightFormProps) {
  const { formRef, form, setForm, change, textField, problems, showProblems, clearProblem } = useStudioForm(initial);
  const [mainImage, setMainImage] = useState<ImageChoice>(() => emptyImageChoice('file'));
  const [thumbnail, setThumbnail] = useState<ImageChoice>(() => emptyImageChoice('file'));
  const [video, setVideo] = useState<VideoValue>({ file: null, url: current?.videoUrl ?? '' });
  const mainPreview = useImagePreview(mainImage);
  const thumbnailPreview = useImagePreview(thumbnail);
  const brand = brands.find((b) => b.id === form.brandId) ?? null;

  const videoChoice: ImageChoice = video.file
    ? { source: 'file', file: video.file, url: '' }
    : { source: 'url', file: null, url: video.url };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = spotlightProblems(
      form,
      { mainImage, thumbnail, video: videoChoice, hasCurrentMainImage: !!current?.mainImage },
      mode,
    );
    if (Object.keys(found).length) {
      showProblems(found);
      return;
    }
    const main = mediaOf(mainImage);
    const thumb = mediaOf(thumbnail);
    const film = mediaOf(videoChoice);
    const input: SpotlightSave['input'] = { ...spotlightInput(form) };
    if (main.url) input.mainImage = main.url;
    if (thumb.url) input.videoThumbnail = thumb.url;
    // On edit the address is always sent: cleared, it removes the video.
    if (!film.file && (mode === 'edit' || film.url)) input.videoUrl = film.url ?? '';
    onSave({
      input,
      files: { mainImageFile: main.file ?? null, videoThumbnailFile: thumb.file ?? null, videoFile: film.file ?? null },
      onInvalid: (apiProblems) => showProblems(formProblemsOf(apiProblems, form), { toast: false }),
    });
  };

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={label} aria-busy={busy}>
      <FormSection disabled={busy}>
        <legend>Spotlight</legend>
        <FieldRow>
          <TextField
            label="Title"
            aria-required
            hint="The small line over the brand's name, e.g. Designer Spotlight."
            {...textField('title')}
          />
          <TextField label="Subtitle" aria-required {...textField('subtitle')} />
        </FieldRow>
        <CheckboxField
          label="Active (shown on the home page; turns the others off)"
          checked={form.isActive}
          onChange={(event) => change({ isActive: event.target.checked })}
        />
      </FormSection>

      <FormSection disabled={busy}>
        <legend>Brand</legend>
        <BrandSelect
          choices={{ status: 'ready', brands }}
          value={form.brandId}
          onChange={(brandId) => {
            setForm((now) => withBrand(now, brandId, brands));
            clearProblem('brandId', 'brandName', 'brandLink');
          }}
          loadFailed="Failed to load brands"
          required={false}
          hint="Its products can be featured. Changing the brand empties the featured products."
          error={problems.brandId}
        />
        <FieldRow>
          <TextField label="Brand name" aria-required {...textField('brandName')} />
          <TextField
            label="Brand link"
            aria-required
            autoComplete="off"
            hint="The brand's page here (/brand/…) or a full web address."
            {...textField('brandLink')}
          />
        </FieldRow>
        <TextAreaField label="Brand description" rows={4} aria-required {...textField('brandDescription')} />
        <TextAreaField label="Brand quote" rows={3} aria-required {...textField('brandQuote')} />
        <TextField label="Quote author" aria-required {...textField('brandQuoteAuthor')} />
      </FormSection>

      <FormSection disabled={busy}>
        <legend>Media</legend>
        <ImageSourceField
          label="Main image"
          rule={UPLOAD_RULES.spotlightMainImage}
          value={mainImage}
          onChange={(next) => {
            setMainImage(next);
            clearProblem('mainImage');
          }}
          previewSrc={mainPreview}
          error={problems.mainImage}
          hint="Shown when there is no video."
          current={currentPicture(
            current?.mainImage,
            "The spotlight's current main image",
            'The current main image. Upload a file or give an address to replace it.',
          )}
        />
        <VideoField
          value={video}
          onChange={(next) => {
            setVideo(next);
            clearProblem('videoUrl');
          }}
          error={problems.videoUrl}
        />
        <ImageSourceField
          label="Video thumbnail"
          rule={UPLOAD_RULES.spotlightThumbnail}
          value={thumbnail}
          onChange={(next) => {
            setThumbnail(next);
            clearProblem('videoThumbnail');
          }}
          previewSrc={thumbnailPreview}
          error={problems.videoThumbnail}
          hint="Optional. Shown before the video plays; without one, the main image is."
          current={currentPicture(
            current?.videoThumbnail,
            "The spotlight's current video thumbnail",
            'The current thumbnail.',
          )}
        />
        <FieldRow>
          <OptionSelect
            label="Video type (optional)"
            value={form.videoType}
            options={VIDEO_TYPES}
            placeholder="None"
            onChange={(event) => change({ videoType: event.target.value as SpotlightFormState['videoType'] })}
          />
        </FieldRow>
        <TextAreaField label="Video description (optional)" rows={2} {...textField('videoDescription')} />
      </FormSection>

      <FeaturedProductsField
        brandId={form.brandId}
        brandName={brand?.name ?? null}
        rows={form.featuredProducts}
        problems={problems}
        disabled={busy}
        onAdd={() => canAddProduct(form) && setForm((now) => withNewProductRow(now))}
        onPick={(key, product) => {
          setForm((now) => withPickedProduct(now, key, product));
          clearProblem(`featuredProducts.${key}.productId`, `featuredProducts.${key}.name`);
        }}
        onChange={(key, changes) => {
          setForm((now) => withRowChange(now, key, changes));
          clearProblem(...Object.keys(changes).map((field) => `featuredProducts.${key}.${field}`));
        }}
        onRemove={(key) => setForm((now) => withoutRow(now, key))}
      />

      {progress !== null ? <SpotlightUploadProgress fraction={progress} /> : null}
      <Actions>
        <Button type="submit" aria-disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
        <DiscardChangesLink $variant="secondary" to={SPOTLIGHT_PATH}>
          Cancel
        </DiscardChangesLink>
        {extraActions}
      </Actions>
    </Form>
  );
}
