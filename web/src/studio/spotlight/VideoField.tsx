import { UPLOAD_RULES } from '@domain/upload-rules';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { FieldError, Hint, Label } from '../../components/form/FieldParts';
import { TextField } from '../../components/form/TextField';
import { useToast } from '../../components/toast/useToast';
import { ChosenFile } from '../kit/fileFieldParts';
import { FilePickInput } from '../kit/FilePickInput';
import { acceptOf, formatFileSize, imageFileProblem, uploadHint } from '../kit/imageChoice';

const rule = UPLOAD_RULES.spotlightVideo;

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  > legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const Control = styled.div`
  display: grid;
  gap: 0.4rem;
  min-width: 0;
`;

export interface VideoValue {
  file: File | null;
  /** The video's address: the current one on edit; blank for none. */
  url: string;
}

interface VideoFieldProps {
  value: VideoValue;
  onChange: (next: VideoValue) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * The optional video (spec section 5: MP4, WebM or QuickTime, at most 50 MB): a file to upload, or
 * the address of one online. A file wins over the address; clearing the address removes the video.
 */
export function VideoField({ value, onChange, error, disabled }: VideoFieldProps) {
  const id = useId();
  const { showToast } = useToast();
  return (
    <Fieldset disabled={disabled}>
      <legend>Video (optional)</legend>
      <Control>
        <Label htmlFor={`${id}-file`}>Video file</Label>
        <FilePickInput
          id={`${id}-file`}
          fieldId={id}
          accept={acceptOf(rule)}
          error={error}
          onPick={([file]) => {
            const problem = file && imageFileProblem(rule, file);
            if (problem) showToast(problem, 'error');
            else if (file) onChange({ ...value, file });
          }}
        />
        <Hint id={`${id}-hint`}>{uploadHint(rule)} Large files show their progress while they upload.</Hint>
      </Control>
      {value.file ? (
        <ChosenFile>
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
        </ChosenFile>
      ) : (
        <TextField
          label="Video URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          value={value.url}
          hint="Or the address of a video that is already online. Clear it to show the main image instead."
          onChange={(event) => onChange({ ...value, url: event.target.value })}
        />
      )}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Fieldset>
  );
}
