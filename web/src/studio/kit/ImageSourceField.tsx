import type { UploadRule } from '@domain/upload-rules';
import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { FieldError, Hint, Label } from '../../components/form/FieldParts';
import { inputStyles } from '../../components/form/inputStyles';
import { useToast } from '../../components/toast/useToast';
import { ChosenFile, FileInput } from './fileFieldParts';
import { UploadedImage } from './UploadedImage';
import {
  acceptOf,
  formatFileSize,
  imageFileProblem,
  type ImageChoice,
  type ImageSource,
  uploadHint,
} from './imageChoice';

const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Sources = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** One of the two sources, drawn as a segmented button around a real radio input. */
const Source = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.5rem;
  padding: 0 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.indigo800};
  cursor: pointer;

  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.indigo800};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.indigo800};
    background: ${({ theme }) => theme.colors.indigo50};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.indigo300};
    outline-offset: 2px;
  }
`;

const Control = styled.div`
  display: grid;
  gap: 0.4rem;
  min-width: 0;
`;

const UrlInput = styled.input`
  ${inputStyles}
`;

const Chosen = styled(ChosenFile)`
  img {
    width: 6rem;
    aspect-ratio: 4 / 3;
    background: ${({ theme }) => theme.colors.ivoryDeep};
  }
`;

const CurrentFrame = styled.div`
  width: 6rem;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.ivoryDeep};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The image a record has now, for `current`: "Processing…" while a fresh upload is still being made
 * into its files, as everywhere in the studio.
 */
export function CurrentImage({ src, alt }: { src: string; alt: string }) {
  return (
    <CurrentFrame>
      <UploadedImage src={src} alt={alt} />
    </CurrentFrame>
  );
}

interface ImageSourceFieldProps {
  /** The field's name for people: 'Hero image', 'Image'. */
  label: string;
  /** What the upload slot takes (type, size); checked in the browser before anything is sent. */
  rule: UploadRule;
  value: ImageChoice;
  onChange: (next: ImageChoice) => void;
  /** What shows the choice (useImagePreview). */
  previewSrc: string | null;
  error?: string | null;
  /** More for the hint, after the types and size: 'A 1920 × 1080 image works best.' */
  hint?: string;
  disabled?: boolean;
  /** The image it has now (edit forms): shown until another is chosen. */
  current?: ReactNode;
}

/**
 * An image given either as a file (checked for type and size, then previewed, with a way to choose
 * none) or as the address of one already online (previewed once it looks like one). The two
 * sources are radio buttons; the problem with the field is tied to the control in use.
 */
export function ImageSourceField({
  label,
  rule,
  value,
  onChange,
  previewSrc,
  error,
  hint,
  disabled,
  current,
}: ImageSourceFieldProps) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const { showToast } = useToast();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  const choose = (source: ImageSource) => onChange({ ...value, source });

  return (
    <Fieldset disabled={disabled}>
      <Legend>{label}</Legend>
      <Sources>
        <Source>
          <input type="radio" name={`${id}-source`} checked={value.source === 'file'} onChange={() => choose('file')} />
          Upload a file
        </Source>
        <Source>
          <input type="radio" name={`${id}-source`} checked={value.source === 'url'} onChange={() => choose('url')} />
          Use an image URL
        </Source>
      </Sources>
      {value.source === 'file' ? (
        <Control>
          <Label htmlFor={`${id}-file`}>{label} file</Label>
          <FileInput
            ref={fileRef}
            id={`${id}-file`}
            type="file"
            accept={acceptOf(rule)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              const problem = imageFileProblem(rule, file);
              // Cleared, so the same file can be picked again after it is removed.
              if (fileRef.current) fileRef.current.value = '';
              if (problem) {
                showToast(problem, 'error');
                return;
              }
              onChange({ ...value, file });
            }}
          />
          <Hint id={hintId}>{[uploadHint(rule), hint].filter(Boolean).join(' ')}</Hint>
        </Control>
      ) : (
        <Control>
          <Label htmlFor={`${id}-url`}>{label} URL</Label>
          <UrlInput
            id={`${id}-url`}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            value={value.url}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ ...value, url: event.target.value })}
          />
          <Hint id={hintId}>{['The address of an image that is already online.', hint].filter(Boolean).join(' ')}</Hint>
        </Control>
      )}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {value.source === 'file' && value.file ? (
        <Chosen>
          {previewSrc ? <img src={previewSrc} alt={`Preview of ${value.file.name}`} /> : null}
          <p>
            <strong>{value.file.name}</strong> · {formatFileSize(value.file.size)}
          </p>
          <Button
            $variant="ghost"
            $size="sm"
            aria-label={`Remove ${value.file.name}`}
            onClick={() => onChange({ ...value, file: null })}
          >
            Remove
          </Button>
        </Chosen>
      ) : value.source === 'url' && previewSrc ? (
        <Chosen>
          <img src={previewSrc} alt="Preview of the image at this address" />
          <p>{previewSrc}</p>
        </Chosen>
      ) : current ? (
        <Chosen>{current}</Chosen>
      ) : null}
    </Fieldset>
  );
}
