import { UPLOAD_RULES } from '@domain/upload-rules';
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import { chosenImage, emptyImageChoice, type ImageChoice } from '../kit/imageChoice';
import { ImageSourceField } from '../kit/ImageSourceField';
import { useFormProblems } from '../kit/useFormProblems';
import { useImagePreview } from '../kit/useImagePreview';
import { galleryImageProblems } from './collectionForm';
import { useAddCollectionImageMutation } from './useAddCollectionImageMutation';

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

/** Adds an image to the end of the gallery, by address (with alt text) or by upload. */
export function AddGalleryImageForm({ collectionId }: { collectionId: string }) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [image, setImage] = useState<ImageChoice>(() => emptyImageChoice('url'));
  const [altText, setAltText] = useState('');
  const previewSrc = useImagePreview(image);
  const { problems, showProblems, clearProblem } = useFormProblems(formRef);
  const { addImage, adding } = useAddCollectionImageMutation(collectionId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (adding) return;
    const found = galleryImageProblems(image, altText);
    if (Object.keys(found).length) {
      showProblems(found);
      return;
    }
    const chosen = chosenImage(image)!;
    void addImage(
      { ...('file' in chosen ? { file: chosen.file } : { imageUrl: chosen.url }), altText },
      {
        onAdded: () => {
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
