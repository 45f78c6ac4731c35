import { UPLOAD_RULES } from '@domain/upload-rules';
import { VIDEO_TYPE_OPTIONS } from '@features/products/rules-options';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FieldError, Hint, Label } from '../../components/form/FieldParts';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { useToast } from '../../components/toast/useToast';
import { ChosenFile, FileInput } from '../kit/fileFieldParts';
import { acceptOf, formatFileSize, imageFileProblem, uploadHint } from '../kit/imageChoice';
import { Checks, FormSection, Pair } from './formLayout';
import { OptionSelect } from '../kit/OptionSelect';
import type { ProductFormState, VideoType } from './productForm';
import { videoFileProblem, videoRule, type VideoChoice } from './productVideo';
import { RadioOption } from './RadioOption';

const Field = styled.div`
  display: grid;
  gap: 0.4rem;
  min-width: 0;
`;

const Progress = styled.div`
  display: grid;
  gap: 0.35rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  progress {
    width: 100%;
    height: 0.6rem;
    accent-color: ${({ theme }) => theme.colors.indigo700};
  }
`;

const Current = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
  overflow-wrap: anywhere;
`;

interface PickerProps {
  label: string;
  name: string;
  accept: string;
  hint: string;
  file: File | null;
  problemOf: (file: File) => string | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  disabled?: boolean;
}

/** One file input checked in the browser, with the chosen file and a way to drop it. */
function FilePick({ label, name, accept, hint, file, problemOf, onChange, error, disabled }: PickerProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const { showToast } = useToast();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <FileInput
        ref={ref}
        id={id}
        name={name}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          if (ref.current) ref.current.value = '';
          if (!picked) return;
          const problem = problemOf(picked);
          if (problem) showToast(problem, 'error');
          else onChange(picked);
        }}
      />
      <Hint id={`${id}-hint`}>{hint}</Hint>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {file ? (
        <ChosenFile>
          <p>
            <strong>{file.name}</strong> · {formatFileSize(file.size)}
          </p>
          <Button
            $variant="ghost"
            $size="sm"
            disabled={disabled}
            aria-label={`Remove ${file.name}`}
            onClick={() => onChange(null)}
          >
            Remove
          </Button>
        </ChosenFile>
      ) : null}
    </Field>
  );
}

interface ProductVideoFieldsProps {
  mode: 'create' | 'edit';
  video: VideoChoice;
  onVideoChange: (next: VideoChoice) => void;
  form: Pick<ProductFormState, 'videoType' | 'videoDescription'>;
  onChange: (changes: Partial<ProductFormState>) => void;
  /** The product's video now (edit). */
  currentVideoUrl?: string | null;
  /** How far the video file has gone up (0 to 1), while it is being sent. */
  progress: number | null;
  problems: Record<string, string>;
  disabled: boolean;
}

/**
 * The product video (section 3): a file sent straight to storage (50 MB on create, 100 MB on edit)
 * with its progress, or an address; a thumbnail (5 MB), the video's type and a description. On
 * edit the video can be replaced or removed.
 */
export function ProductVideoFields({
  mode,
  video,
  onVideoChange,
  form,
  onChange,
  currentVideoUrl,
  progress,
  problems,
  disabled,
}: ProductVideoFieldsProps) {
  const sourceName = useId();
  const rule = videoRule(mode);
  const set = (changes: Partial<VideoChoice>) => onVideoChange({ ...video, ...changes });
  const replacing = !video.remove;

  return (
    <FormSection disabled={disabled}>
      <legend>Video (optional)</legend>
      {currentVideoUrl ? (
        <div>
          <Current>
            The video now: <a href={currentVideoUrl}>{currentVideoUrl}</a>
          </Current>
          <CheckboxField
            label="Remove the video"
            checked={video.remove}
            onChange={(event) => set({ remove: event.target.checked })}
          />
        </div>
      ) : null}
      {replacing ? (
        <>
          <Checks role="radiogroup" aria-label="Where the video comes from">
            <RadioOption
              name={sourceName}
              label="Upload a video file"
              checked={video.source === 'file'}
              onChange={() => set({ source: 'file' })}
            />
            <RadioOption
              name={sourceName}
              label="Use a video URL"
              checked={video.source === 'url'}
              onChange={() => set({ source: 'url' })}
            />
          </Checks>
          {video.source === 'file' ? (
            <FilePick
              label={currentVideoUrl ? 'New video file' : 'Video file'}
              name="video"
              accept={acceptOf(rule)}
              hint={`${uploadHint(rule)} It is sent straight to storage when you save.`}
              file={video.file}
              problemOf={(file) => videoFileProblem(mode, file)}
              onChange={(file) => set({ file })}
              error={problems.video}
            />
          ) : (
            <TextField
              label="Video URL"
              name="video"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={video.url}
              error={problems.video}
              onChange={(event) => set({ url: event.target.value })}
            />
          )}
          {progress !== null ? (
            <Progress>
              <span aria-hidden="true">Uploading the video: {Math.round(progress * 100)}%</span>
              <progress max={100} value={Math.round(progress * 100)} aria-label="Uploading the video" />
            </Progress>
          ) : null}
          <Pair>
            <FilePick
              label="Video thumbnail"
              name="videoThumbnail"
              accept={acceptOf(UPLOAD_RULES.videoThumbnail)}
              hint={uploadHint(UPLOAD_RULES.videoThumbnail)}
              file={video.thumbnail}
              problemOf={(file) => imageFileProblem(UPLOAD_RULES.videoThumbnail, file)}
              onChange={(thumbnail) => set({ thumbnail })}
              error={problems.videoThumbnail}
            />
            <OptionSelect
              label="Video type"
              name="videoType"
              placeholder="Choose a type"
              options={VIDEO_TYPE_OPTIONS}
              value={form.videoType}
              onChange={(event) => onChange({ videoType: event.target.value as VideoType | '' })}
            />
          </Pair>
          <TextAreaField
            label="Video description"
            name="videoDescription"
            rows={3}
            value={form.videoDescription}
            error={problems.videoDescription}
            onChange={(event) => onChange({ videoDescription: event.target.value })}
          />
        </>
      ) : null}
    </FormSection>
  );
}
