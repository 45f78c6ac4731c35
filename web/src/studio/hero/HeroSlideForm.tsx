import { UPLOAD_RULES } from '@domain/upload-rules';
import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../components/Button';
import { CheckboxField } from '../../components/form/CheckboxField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { emptyImageChoice, type ImageChoice } from '../kit/imageChoice';
import { CurrentImage, ImageSourceField } from '../kit/ImageSourceField';
import { studioPanelStyles } from '../kit/surfaces';
import { useStudioForm } from '../kit/form/useStudioForm';
import { useImagePreview } from '../kit/useImagePreview';
import {
  formFieldOf,
  heroImageOf,
  heroSlideFields,
  heroSlideProblems,
  linkOutcome,
  type HeroSlideFormState,
} from './heroSlideForm';
import { HeroSlidePreview } from './HeroSlidePreview';
import { heroPaths } from './paths';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;

  ${({ theme }) => theme.media.xl} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Panel = styled.form`
  ${studioPanelStyles}
  container-type: inline-size;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

/** Two fields side by side once the form (not the window) is wide enough for them. */
const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[5]};

  @container (min-width: 34rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const PreviewColumn = styled.div`
  min-width: 0;

  ${({ theme }) => theme.media.xl} {
    position: sticky;
    top: ${({ theme }) => theme.space[5]};
  }
`;

export interface HeroSlideSave {
  fields: ReturnType<typeof heroSlideFields>;
  /** A new image: an address, or a file to upload; neither keeps the slide's image (edit). */
  image: { image?: string; file?: File };
  /** The API's problems per field, shown beside the fields (the toast is the mutation's). */
  onInvalid: (problems: Record<string, string>) => void;
}

interface HeroSlideFormProps {
  mode: 'create' | 'edit';
  initial: HeroSlideFormState;
  /** The slide's image now (edit). */
  currentImage?: string;
  /** What the form is called for assistive technology: 'New hero slide'. */
  label: string;
  submitLabel: string;
  busy: boolean;
  onSave: (save: HeroSlideSave) => void;
  /** More actions beside Save (Delete on edit). */
  extraActions?: ReactNode;
}

/**
 * The hero slide form (spec section 3), with a live preview of the slide as the home page shows it.
 * Missing required fields are named beside each field and in a toast, and focus goes to the first.
 */
export function HeroSlideForm({
  mode,
  initial,
  currentImage,
  label,
  submitLabel,
  busy,
  onSave,
  extraActions,
}: HeroSlideFormProps) {
  const { formRef, form, change, problems, showProblems, showApiProblems, clearProblem } = useStudioForm(initial);
  const [image, setImage] = useState<ImageChoice>(() => emptyImageChoice('file'));
  const previewSrc = useImagePreview(image);
  const link = linkOutcome(form.link);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = heroSlideProblems(form, image, mode);
    if (Object.keys(found).length) {
      showProblems(found);
      return;
    }
    onSave({
      fields: heroSlideFields(form),
      image: heroImageOf(image),
      onInvalid: (apiProblems) => showApiProblems(apiProblems, formFieldOf),
    });
  };

  const linkHint = [
    "A page of this site (/collections) or a full web address. A bare word becomes a path: 'bridal' links to /bridal.",
    link?.changed ? `It will be saved as ${link.saved}.` : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Layout>
      <Panel ref={formRef} noValidate onSubmit={submit} aria-label={label} aria-busy={busy}>
        <ImageSourceField
          label="Hero image"
          rule={UPLOAD_RULES.heroImage}
          value={image}
          onChange={(next) => {
            setImage(next);
            clearProblem('image');
          }}
          previewSrc={previewSrc}
          error={problems.image}
          hint="A 1920 × 1080 image works best."
          disabled={busy}
          current={
            currentImage ? (
              <>
                <CurrentImage src={currentImage} alt="The slide's current image" />
                <p>The slide's current image. Upload a file or give an address to replace it.</p>
              </>
            ) : undefined
          }
        />
        <Pair>
          <TextField
            label="Title"
            name="title"
            value={form.title}
            aria-required
            hint="The small line over the headline; also the button's words."
            error={problems.title}
            disabled={busy}
            onChange={(event) => change({ title: event.target.value })}
          />
          <TextField
            label="Hero title"
            name="heroTitle"
            value={form.heroTitle}
            aria-required
            hint="The large headline."
            error={problems.heroTitle}
            disabled={busy}
            onChange={(event) => change({ heroTitle: event.target.value })}
          />
        </Pair>
        <TextAreaField
          label="Subtitle (optional)"
          name="subtitle"
          rows={2}
          value={form.subtitle}
          error={problems.subtitle}
          disabled={busy}
          onChange={(event) => change({ subtitle: event.target.value })}
        />
        <Pair>
          <TextField
            label="Link (optional)"
            name="link"
            value={form.link}
            autoComplete="off"
            hint={linkHint}
            error={problems.link}
            disabled={busy}
            onChange={(event) => change({ link: event.target.value })}
          />
          <TextField
            label="Display order"
            name="displayOrder"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={form.displayOrder}
            aria-required
            hint="1 is shown first. At least 1."
            error={problems.displayOrder}
            disabled={busy}
            onChange={(event) => change({ displayOrder: event.target.value })}
          />
        </Pair>
        <Checks>
          <CheckboxField
            label="Editorial slide"
            checked={form.isEditorial}
            disabled={busy}
            onChange={(event) => change({ isEditorial: event.target.checked })}
          />
          <CheckboxField
            label="Active (shown on the home page)"
            checked={form.isActive}
            disabled={busy}
            onChange={(event) => change({ isActive: event.target.checked })}
          />
        </Checks>
        <Actions>
          <Button type="submit" aria-disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : submitLabel}
          </Button>
          <ButtonLink $variant="secondary" to={heroPaths.list}>
            Back to Hero Carousel
          </ButtonLink>
          {extraActions}
        </Actions>
      </Panel>
      <PreviewColumn>
        <HeroSlidePreview
          image={previewSrc ?? currentImage ?? null}
          title={form.title}
          heroTitle={form.heroTitle}
          subtitle={form.subtitle}
          link={link?.saved ?? null}
          isEditorial={form.isEditorial}
          isActive={form.isActive}
        />
      </PreviewColumn>
    </Layout>
  );
}
