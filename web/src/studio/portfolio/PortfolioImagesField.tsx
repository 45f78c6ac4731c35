import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { FieldError, Hint, Label } from '../../components/form/FieldParts';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useToast } from '../../components/toast/useToast';
import { FilePickInput } from '../kit/FilePickInput';
import { FilePreview } from '../kit/FilePreview';
import { acceptOf, formatFileSize, uploadHint } from '../kit/imageChoice';
import { PORTFOLIO_IMAGE_RULE, portfolioImageProblem } from './portfolioForm';

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Picked = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ivory};

  img {
    width: 100%;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.ivoryDeep};
  }
`;

const Caption = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkSoft};

  p {
    overflow-wrap: anywhere;
  }
  strong {
    color: ${({ theme }) => theme.colors.indigo900};
  }
  button {
    justify-self: start;
  }
`;

interface PortfolioImagesFieldProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * Spec sections 3 and 5: the piece's images, at least one, each a PNG, JPEG or WebP of up to 10 MB
 * (checked here and again by the server). The first is the main image.
 */
export function PortfolioImagesField({ files, onChange, error, disabled }: PortfolioImagesFieldProps) {
  const id = useId();
  const { showToast } = useToast();
  const [announcement, setAnnouncement] = useState('');

  const add = (picked: File[]) => {
    const fitting = picked.filter((file) => {
      const problem = portfolioImageProblem(file);
      if (problem) showToast(`${file.name}: ${problem}`, 'error');
      return !problem;
    });
    if (!fitting.length) return;
    onChange([...files, ...fitting]);
    setAnnouncement(fitting.length === 1 ? `${fitting[0]!.name} added.` : `${fitting.length} images added.`);
  };

  return (
    <Group>
      <Label htmlFor={`${id}-file`}>Images</Label>
      <FilePickInput
        id={`${id}-file`}
        fieldId={id}
        multiple
        accept={acceptOf(PORTFOLIO_IMAGE_RULE)}
        disabled={disabled}
        aria-required
        error={error}
        onPick={add}
      />
      <Hint id={`${id}-hint`}>
        {uploadHint(PORTFOLIO_IMAGE_RULE)} At least one; pick several at once if you like. The first is the main image.
      </Hint>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {files.length > 0 ? (
        <Picked aria-label="Chosen images">
          {files.map((file, index) => (
            <Item key={`${file.name}-${file.lastModified}-${index}`}>
              <FilePreview file={file} />
              <Caption>
                <p>
                  <strong>{index === 0 ? 'Main image' : `Image ${index + 1}`}</strong> · {file.name} ·{' '}
                  {formatFileSize(file.size)}
                </p>
                <Button
                  $variant="ghost"
                  $size="sm"
                  disabled={disabled}
                  onClick={() => {
                    onChange(files.filter((_, i) => i !== index));
                    setAnnouncement(`${file.name} removed.`);
                  }}
                >
                  Remove<VisuallyHidden> {file.name}</VisuallyHidden>
                </Button>
              </Caption>
            </Item>
          ))}
        </Picked>
      ) : null}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Group>
  );
}
