import { UPLOAD_RULES } from '@domain/upload-rules';
import { PRODUCT_LIMITS } from '@features/products/rules';
import { useEffect, useId, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { FieldError, Hint, Label } from '../../components/form/FieldParts';
import { useToast } from '../../components/toast/useToast';
import { actionStyles } from '../kit/actionStyles';
import { FilePickInput } from '../kit/FilePickInput';
import { acceptOf, uploadHint } from '../kit/imageChoice';
import { PRODUCT_PLACEHOLDER_IMAGE } from './productPlaceholder';
import { canMove, imageKey, movedImage, withoutImageAt, withPickedFiles, type ProductImage } from './productImages';
import { ProductThumbnail } from './ProductThumbnail';

const Field = styled.div`
  display: grid;
  gap: 0.5rem;
  min-width: 0;
`;

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ivory};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};

  p {
    overflow-wrap: anywhere;
  }
`;

const ItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;

  button {
    ${actionStyles}
    height: 2.25rem;
    min-width: 2.25rem;
    padding: 0 0.45rem;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

const Placeholder = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  width: min(100%, 12rem);
  margin: 0;

  img {
    width: 100%;
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/** blob: URLs for the picked files, released when the files change or the form goes. */
function useFilePreviews(images: readonly ProductImage[]) {
  const files = useMemo(
    () => images.flatMap((image) => (image.kind === 'new' ? [[image.id, image.file] as const] : [])),
    [images],
  );
  const urls = useMemo(() => new Map(files.map(([id, file]) => [id, URL.createObjectURL(file)])), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

interface ProductImagesFieldProps {
  images: readonly ProductImage[];
  onChange: (next: ProductImage[]) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * Up to four product images: files picked here (checked in the browser for type and size) beside
 * those the product has, each previewed with Remove and a way to move it; the first is the main
 * image. Without any, the placeholder the product would show is previewed.
 */
export function ProductImagesField({ images, onChange, error, disabled }: ProductImagesFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { showToast } = useToast();
  const previews = useFilePreviews(images);
  const full = images.length >= PRODUCT_LIMITS.images;
  const hint = `${uploadHint(UPLOAD_RULES.productImage)} Up to ${PRODUCT_LIMITS.images} images; the first is the main image.`;

  const pick = (files: File[]) => {
    const next = withPickedFiles(images, files);
    next.problems.forEach((problem) => showToast(problem, 'error'));
    if (next.images.length !== images.length) onChange(next.images);
  };

  const nameOf = (image: ProductImage, index: number) =>
    image.kind === 'new' ? image.file.name : `Image ${index + 1}`;

  return (
    <Field>
      <Label htmlFor={id}>Product images</Label>
      <FilePickInput
        ref={inputRef}
        id={id}
        name="images"
        multiple
        accept={acceptOf(UPLOAD_RULES.productImage)}
        disabled={disabled || full}
        error={error}
        onPick={pick}
      />
      <Hint id={`${id}-hint`}>
        {hint} {images.length} of {PRODUCT_LIMITS.images} chosen.
      </Hint>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {images.length ? (
        <Grid aria-label="Chosen product images">
          {images.map((image, index) => {
            const name = nameOf(image, index);
            const src = image.kind === 'kept' ? image.url : (previews.get(image.id) ?? null);
            return (
              <Item key={imageKey(image)}>
                <ProductThumbnail src={src} alt={`Preview of ${name}`} />
                <p>
                  {index === 0 ? 'Main image · ' : ''}
                  {image.kind === 'new' ? name : 'Saved image'}
                </p>
                <ItemActions>
                  <button
                    type="button"
                    disabled={disabled || !canMove(images, index, -1)}
                    aria-label={`Move ${name} earlier`}
                    onClick={() => onChange(movedImage(images, index, -1))}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    disabled={disabled || !canMove(images, index, 1)}
                    aria-label={`Move ${name} later`}
                    onClick={() => onChange(movedImage(images, index, 1))}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    disabled={disabled}
                    aria-label={`Remove ${name}`}
                    onClick={() => {
                      onChange(withoutImageAt(images, index));
                      setTimeout(() => inputRef.current?.focus(), 0);
                    }}
                  >
                    Remove
                  </button>
                </ItemActions>
              </Item>
            );
          })}
        </Grid>
      ) : (
        <Placeholder>
          <img src={PRODUCT_PLACEHOLDER_IMAGE} alt="" />
          <figcaption>Shown until the product has an image.</figcaption>
        </Placeholder>
      )}
    </Field>
  );
}
