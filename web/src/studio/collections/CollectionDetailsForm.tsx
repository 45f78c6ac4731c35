import { UPLOAD_RULES } from '@domain/upload-rules';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../components/Button';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { emptyImageChoice, type ImageChoice } from '../kit/imageChoice';
import { CurrentImage, ImageSourceField } from '../kit/ImageSourceField';
import { studioPanelStyles } from '../kit/surfaces';
import { useStudioForm } from '../kit/form/useStudioForm';
import { useImagePreview } from '../kit/useImagePreview';
import { BrandSelectField } from './BrandSelectField';
import { CollectionBrandChoices, type BrandChoice } from './CollectionBrandChoices';
import { collectionInput, collectionProblems, formFieldOf, type CollectionFormState } from './collectionForm';
import { collectionsPaths } from './paths';

const Panel = styled.form`
  ${studioPanelStyles}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface CollectionSave {
  fields: ReturnType<typeof collectionInput>['fields'];
  file: File | null;
  /** The API's problems per field, shown beside the fields (the toast is the mutation's). */
  onInvalid: (problems: Record<string, string>) => void;
}

interface CollectionDetailsFormProps {
  mode: 'create' | 'edit';
  initial: CollectionFormState;
  /** The collection's main image and brand now (edit). */
  currentImage?: string | null;
  currentBrand?: BrandChoice;
  /** What the form is called for assistive technology. */
  label: string;
  submitLabel: string;
  busy: boolean;
  onSave: (save: CollectionSave) => void;
}

/**
 * A collection's details (spec section 3): title, brand (one of the viewer's), description and
 * image (uploaded with a preview, or an address). Missing fields are named beside each field and in
 * a toast ('Please enter a collection title', 'Please select a brand', 'Please upload an image').
 */
export function CollectionDetailsForm({
  mode,
  initial,
  currentImage,
  currentBrand,
  label,
  submitLabel,
  busy,
  onSave,
}: CollectionDetailsFormProps) {
  const { formRef, form, change, problems, showProblems, showApiProblems, clearProblem } = useStudioForm(initial);
  const [image, setImage] = useState<ImageChoice>(() => emptyImageChoice('file'));
  const previewSrc = useImagePreview(image);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = collectionProblems(form, image, mode);
    if (Object.keys(found).length) {
      showProblems(found);
      return;
    }
    const { fields, file } = collectionInput(form, image);
    onSave({
      fields,
      file,
      onInvalid: (apiProblems) => showApiProblems(apiProblems, formFieldOf),
    });
  };

  return (
    <Panel ref={formRef} noValidate onSubmit={submit} aria-label={label} aria-busy={busy}>
      <Pair>
        <TextField
          label="Title"
          name="title"
          value={form.title}
          aria-required
          error={problems.title}
          disabled={busy}
          onChange={(event) => change({ title: event.target.value })}
        />
        <CollectionBrandChoices
          render={(choices) => (
            <BrandSelectField
              choices={choices}
              value={form.brandId}
              current={currentBrand}
              error={problems.brandId}
              disabled={busy}
              onChange={(brandId) => change({ brandId })}
            />
          )}
        />
      </Pair>
      <TextAreaField
        label="Description (optional)"
        name="description"
        rows={4}
        value={form.description}
        error={problems.description}
        disabled={busy}
        onChange={(event) => change({ description: event.target.value })}
      />
      <ImageSourceField
        label={mode === 'create' ? 'Image' : 'Main image'}
        rule={UPLOAD_RULES.collectionImage}
        value={image}
        onChange={(next) => {
          setImage(next);
          clearProblem('image');
        }}
        previewSrc={previewSrc}
        error={problems.image}
        hint={mode === 'edit' ? 'A new image becomes the main image and goes first in the gallery.' : undefined}
        disabled={busy}
        current={
          currentImage ? (
            <>
              <CurrentImage src={currentImage} alt="The collection's main image" />
              <p>The main image now. Choose another only to replace it.</p>
            </>
          ) : undefined
        }
      />
      <Actions>
        <Button type="submit" $size="lg" aria-disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
        <ButtonLink $variant="secondary" $size="lg" to={collectionsPaths.list}>
          Back to Collections
        </ButtonLink>
      </Actions>
    </Panel>
  );
}
