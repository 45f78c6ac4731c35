import { useEffect, useId, useState, type DragEvent, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { FieldError, Label } from '../../components/form/FieldParts';
import { inputStyles } from '../../components/form/inputStyles';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { actionStyles } from '../kit/actionStyles';
import { TrashIcon } from '../kit/icons';
import { UploadedImage } from '../kit/UploadedImage';
import { imageStatus } from '../kit/uploadedImageStatus';
import { altTextProblem } from './collectionForm';

const Item = styled.li<{ $dragging: boolean; $over: boolean }>`
  display: grid;
  grid-template-columns: auto 5.5rem minmax(0, 1fr);
  grid-template-areas:
    'handle thumb meta'
    'handle rest rest';
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  transition: border-color ${({ theme }) => theme.motion.fast};

  ${({ $dragging }) =>
    $dragging &&
    css`
      opacity: 0.5;
    `}
  ${({ $over, theme }) =>
    $over &&
    css`
      border-color: ${theme.colors.indigo700};
      box-shadow: 0 0 0 2px ${theme.colors.indigo100};
    `}

  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto 8rem minmax(0, 1fr);
    grid-template-areas:
      'handle thumb meta'
      'handle thumb rest';
  }
`;

/** What a mouse drags the image by; keyboard users have Move up and Move down. */
const Handle = styled.span`
  grid-area: handle;
  align-self: stretch;
  display: grid;
  place-items: center;
  width: 1.5rem;
  height: 100%;
  min-height: 4rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  cursor: grab;

  &:hover {
    background: ${({ theme }) => theme.colors.indigo50};
  }
  svg {
    width: 1rem;
    height: 1rem;
  }
`;

const Thumb = styled.div`
  grid-area: thumb;
  width: 100%;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ivoryDeep};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Meta = styled.div`
  grid-area: meta;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Rest = styled.div`
  grid-area: rest;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Address = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;

const AltForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.4rem;
`;

const AltRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  input {
    ${inputStyles}
    flex: 1 1 10rem;
    width: 100%;
    min-width: 0;
    height: 2.5rem;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Control = styled.button`
  ${actionStyles}

  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

const DeleteControl = styled(Control)`
  color: ${({ theme }) => theme.colors.danger};

  &:hover {
    background: ${({ theme }) => theme.colors.terracottaLight};
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const GripIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
    {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
  </svg>
);

export interface GalleryImage {
  id: string;
  imageUrl: string;
  altText: string | null | undefined;
  displayOrder: number;
  /** Whether the upload is still being processed (or could not be). */
  picture: { processing: boolean; failed: boolean };
}

interface GalleryImageItemProps {
  image: GalleryImage;
  /** 1-based place in the gallery; 1 is the main image. */
  position: number;
  total: number;
  /** How it is named to people: by its alt text, or its place. */
  name: string;
  savingAltText: boolean;
  dragging: boolean;
  dragOver: boolean;
  onMove: (delta: -1 | 1) => void;
  onSaveAltText: (altText: string) => void;
  onDelete: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDragEnter: () => void;
  onDrop: () => void;
}

/**
 * One gallery image: its place (display order), 'Main image' on the first, its alt text (edited in
 * place), Move up / Move down, and Delete. A mouse can drag it by its handle.
 */
export function GalleryImageItem({
  image,
  position,
  total,
  name,
  savingAltText,
  dragging,
  dragOver,
  onMove,
  onSaveAltText,
  onDelete,
  onDragStart,
  onDragEnd,
  onDragEnter,
  onDrop,
}: GalleryImageItemProps) {
  const altId = useId();
  const [altText, setAltText] = useState(image.altText ?? '');
  const [altError, setAltError] = useState<string | null>(null);
  // The saved text wins when it changes elsewhere (a reload, the server's answer).
  useEffect(() => setAltText(image.altText ?? ''), [image.altText]);

  const saveAlt = (event: FormEvent) => {
    event.preventDefault();
    const problem = altTextProblem(altText);
    setAltError(problem);
    if (!problem && !savingAltText) onSaveAltText(altText);
  };

  const first = position === 1;
  const last = position === total;
  const allowDrop = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };

  return (
    <Item
      data-image-id={image.id}
      $dragging={dragging}
      $over={dragOver}
      onDragEnter={onDragEnter}
      onDragOver={allowDrop}
      onDrop={(event) => {
        event.preventDefault();
        onDrop();
      }}
    >
      <Handle
        draggable
        title="Drag to reorder"
        aria-hidden="true"
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', image.id);
          onDragStart();
        }}
        onDragEnd={onDragEnd}
      >
        <GripIcon />
      </Handle>
      <Thumb>
        <UploadedImage
          src={image.imageUrl}
          alt={image.altText?.trim() ? image.altText : ''}
          status={imageStatus(image.picture)}
        />
      </Thumb>
      <Meta>
        <Top>
          <strong>Position {image.displayOrder}</strong>
          {first ? <Badge $tone="success">Main image</Badge> : null}
        </Top>
        <Address>{image.imageUrl}</Address>
      </Meta>
      <Rest>
        <AltForm onSubmit={saveAlt} noValidate>
          <Label htmlFor={altId}>
            Alt text<VisuallyHidden> for image {position}</VisuallyHidden>
          </Label>
          <AltRow>
            <input
              id={altId}
              value={altText}
              placeholder="What the image shows"
              aria-invalid={altError ? true : undefined}
              aria-describedby={altError ? `${altId}-error` : undefined}
              onChange={(event) => {
                setAltText(event.target.value);
                setAltError(null);
              }}
            />
            <Button
              type="submit"
              $variant="secondary"
              $size="sm"
              aria-disabled={savingAltText}
              aria-busy={savingAltText}
            >
              Save<VisuallyHidden> alt text for image {position}</VisuallyHidden>
            </Button>
          </AltRow>
          {altError ? <FieldError id={`${altId}-error`}>{altError}</FieldError> : null}
        </AltForm>
        <Controls>
          <Control
            type="button"
            data-move="up"
            aria-label={`Move up: ${name}`}
            aria-disabled={first}
            onClick={() => !first && onMove(-1)}
          >
            Move up
          </Control>
          <Control
            type="button"
            data-move="down"
            aria-label={`Move down: ${name}`}
            aria-disabled={last}
            onClick={() => !last && onMove(1)}
          >
            Move down
          </Control>
          <DeleteControl type="button" aria-label={`Delete: ${name}`} onClick={onDelete}>
            <TrashIcon />
            Delete
          </DeleteControl>
        </Controls>
      </Rest>
    </Item>
  );
}
