import { UPLOAD_RULES } from '@domain/upload-rules';
import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { useId, useRef, useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import styled from 'styled-components';
import type { AddGalleryImageFormMutation } from '../../__generated__/AddGalleryImageFormMutation.graphql';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import { chosenImage, emptyImageChoice, type ImageChoice } from '../kit/imageChoice';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { ImageSourceField } from '../kit/ImageSourceField';
import { useFormProblems } from '../kit/useFormProblems';
import { useImagePreview } from '../kit/useImagePreview';
import { GALLERY_FAILURES } from './collectionFailures';
import { galleryImageProblems } from './collectionForm';

const addGalleryImageFormMutation = graphql`
  mutation AddGalleryImageFormMutation($input: AddCollectionImageInput!) {
    addCollectionImage(input: $input) {
      collection {
        id
        image
        ...CollectionGallery_collection
      }
    }
  }
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.ivory};
  border: 1px dashed ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Gallery problems from the API, named as this form's fields (an uploaded file's belongs to the image). */
const fieldOf = (apiField: string) => (apiField === 'imageFile' || apiField === 'file' ? 'imageUrl' : apiField);

const ADD_TEXTS = { success: COLLECTION_MESSAGES.imageAdded, failure: userFacing(GALLERY_FAILURES.add) };

/**
 * Adds an image to the end of the gallery (the next display order, 1 in an empty gallery), by
 * address (with alt text) or by upload.
 */
export function AddGalleryImageForm({ collectionId }: { collectionId: string }) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [image, setImage] = useState<ImageChoice>(() => emptyImageChoice('url'));
  const [altText, setAltText] = useState('');
  const previewSrc = useImagePreview(image);
  const { problems, showProblems, clearProblem } = useFormProblems(formRef);
  const { run, busy: adding } = useStudioMutation<AddGalleryImageFormMutation>(addGalleryImageFormMutation, ADD_TEXTS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (adding) return;
    const found = galleryImageProblems(image, altText);
    if (Object.keys(found).length) {
      showProblems(found);
      return;
    }
    const chosen = chosenImage(image)!;
    const imageUrl = 'url' in chosen ? chosen.url : null;
    void run(
      { input: { collectionId, imageUrl, imageFile: null, altText: altText.trim() || null } },
      {
        files: { 'input.imageFile': 'file' in chosen ? chosen.file : undefined },
        onDone: () => {
          setImage((current) => emptyImageChoice(current.source));
          setAltText('');
        },
        onInvalid: (apiProblems) =>
          showProblems(
            Object.fromEntries(Object.entries(apiProblems).map(([field, message]) => [fieldOf(field), message])),
            { toast: false },
          ),
      },
    );
  };

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-labelledby={headingId} aria-busy={adding}>
      <h3 id={headingId}>Add an image</h3>
      <ImageSourceField
        label="Gallery image"
        rule={UPLOAD_RULES.collectionImage}
        value={image}
        onChange={(next) => {
          setImage(next);
          clearProblem('imageUrl');
        }}
        previewSrc={previewSrc}
        error={problems.imageUrl}
        disabled={adding}
      />
      <TextField
        label="Alt text (optional)"
        name="altText"
        value={altText}
        hint="What the image shows, for people who cannot see it."
        error={problems.altText}
        disabled={adding}
        onChange={(event) => {
          setAltText(event.target.value);
          clearProblem('altText');
        }}
      />
      <Actions>
        <Button type="submit" aria-disabled={adding} aria-busy={adding}>
          {adding ? 'Adding…' : 'Add Image'}
        </Button>
      </Actions>
    </Form>
  );
}
