import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { FieldError, Hint, Label } from '../../components/form/FieldParts';
import { ImageIcon } from '../../components/icons/studioIcons';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useToast } from '../../components/toast/useToast';
import { FilePickInput } from '../kit/FilePickInput';
import { FilePreview } from '../kit/FilePreview';
import { UploadedImage } from '../kit/UploadedImage';
import { acceptOf, formatFileSize, uploadHint } from '../kit/imageChoice';
import {
  SERVICE_IMAGE_RULE,
  SERVICE_IMAGE_SLOTS,
  serviceImageProblem,
  withImageFile,
  withoutServiceImageAt,
  type ServiceImage,
} from './serviceImages';
import { FormSection } from './serviceFormParts';

const Slots = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Slot = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ivory};
`;

const Picture = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  place-items: center;
  min-width: 0;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.ivoryDeep};
  color: ${({ theme }) => theme.colors.inkMuted};

  img {
    width: 100%;
    max-width: 100%;
    height: 100%;
    object-fit: cover;
  }
  svg {
    width: 2rem;
    height: 2rem;
  }
`;

const Caption = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    min-width: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.indigo900};
  }
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px dashed ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};

  svg {
    flex: none;
    width: 2rem;
    height: 2rem;
  }
`;

const Adding = styled.div`
  display: grid;
  gap: 0.4rem;
  min-width: 0;
`;

const slotName = (index: number) => (index === 0 ? 'Main image' : `Image ${index + 1}`);

interface ServiceImageSlotsProps {
  images: readonly ServiceImage[];
  onChange: (images: ServiceImage[]) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * Spec sections 2 and 9: two image slots, the first the main one; removing the first makes the
 * next the main one. Files are checked here (PNG, JPEG or WebP, 5 MB) and again by the server. With
 * none, the placeholder service image is shown.
 */
export function ServiceImageSlots({ images, onChange, error, disabled }: ServiceImageSlotsProps) {
  const id = useId();
  const { showToast } = useToast();
  const [announcement, setAnnouncement] = useState('');
  const full = images.length >= SERVICE_IMAGE_SLOTS;

  const remove = (index: number) => {
    const next = withoutServiceImageAt(images, index);
    onChange(next);
    setAnnouncement(
      next.length > 0 && index === 0 ? 'Image removed. The next image is now the main image.' : 'Image removed.',
    );
  };

  return (
    <FormSection disabled={disabled}>
      <legend>Images</legend>
      {images.length > 0 ? (
        <Slots aria-label="Service images">
          {images.map((image, index) => {
            return (
              <Slot key={image.kind === 'kept' ? image.url : `${image.file.name}-${image.file.lastModified}-${index}`}>
                <Picture>
                  {image.kind === 'kept' ? (
                    <UploadedImage src={image.url} alt={`${slotName(index)} of the service`} />
                  ) : (
                    <FilePreview file={image.file} />
                  )}
                </Picture>
                <Caption>
                  <p>
                    <strong>{slotName(index)}</strong>
                    {image.kind === 'file' ? `${image.file.name} · ${formatFileSize(image.file.size)}` : 'Saved'}
                  </p>
                  <Button $variant="ghost" $size="sm" onClick={() => remove(index)}>
                    Remove
                    <VisuallyHidden>
                      {' '}
                      {slotName(index).toLowerCase()}
                      {image.kind === 'file' ? ` (${image.file.name})` : ''}
                    </VisuallyHidden>
                  </Button>
                </Caption>
              </Slot>
            );
          })}
        </Slots>
      ) : (
        <Placeholder>
          <ImageIcon aria-hidden="true" />
          <p>No image yet: the placeholder service image is shown until you add one.</p>
        </Placeholder>
      )}
      {full ? null : (
        <Adding>
          <Label htmlFor={`${id}-file`}>{images.length === 0 ? 'Add the main image' : 'Add a second image'}</Label>
          <FilePickInput
            id={`${id}-file`}
            fieldId={id}
            accept={acceptOf(SERVICE_IMAGE_RULE)}
            error={error}
            onPick={([file]) => {
              if (!file) return;
              const problem = serviceImageProblem(images, file);
              if (problem) {
                showToast(problem, 'error');
                return;
              }
              onChange(withImageFile(images, file));
              setAnnouncement(`${file.name} added as ${slotName(images.length).toLowerCase()}.`);
            }}
          />
          <Hint id={`${id}-hint`}>
            {uploadHint(SERVICE_IMAGE_RULE)} Up to {SERVICE_IMAGE_SLOTS} images; the first is the main one.
          </Hint>
        </Adding>
      )}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </FormSection>
  );
}
