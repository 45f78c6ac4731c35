import {
  PORTFOLIO_MATERIAL_OPTIONS,
  PORTFOLIO_SPECIALTY_OPTIONS,
  PORTFOLIO_TECHNIQUE_OPTIONS,
  PRODUCT_CATEGORIES,
} from '@features/products/rules-options';
import { PRODUCT_LIMITS } from '@features/products/rules';
import { PORTFOLIO_MESSAGES } from '@features/products/messages';
import { useRef, useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { PortfolioFormMutation } from '../../__generated__/PortfolioFormMutation.graphql';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { ChipListField } from '../kit/ChipListField';
import { PriceField } from '../kit/PriceField';
import { FieldRow, FormActions, FormSection, StudioForm } from '../kit/formSections';
import { imageFilesMap } from '../kit/form/imageFilesMap';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioForm } from '../kit/form/useStudioForm';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { PortfolioBrandChoices } from './PortfolioBrandChoices';
import { PortfolioBrandSelect } from './PortfolioBrandSelect';
import {
  EMPTY_PORTFOLIO_FORM,
  portfolioFormFieldOf,
  portfolioFormProblems,
  portfolioInput,
  type PortfolioFormState,
} from './portfolioForm';
import { PortfolioImagesField } from './PortfolioImagesField';
import { DiscardChangesLink } from '../kit/form/UnsavedChangesGuard';
import { portfolioPaths } from './paths';

// Saved as a product; the input carries an idempotency key, so a request sent twice makes one piece.
const portfolioFormMutation = graphql`
  mutation PortfolioFormMutation($input: CreatePortfolioPieceInput!) {
    createPortfolioPiece(input: $input) {
      product {
        id
        title
      }
    }
  }
`;

/** A refusal says the server's message or 'Failed to create portfolio' (spec section 8). */
const CREATE_TEXTS = { success: PORTFOLIO_MESSAGES.created, failure: userFacing(PORTFOLIO_MESSAGES.createFailed) };

/** Custom Design first: the default (spec section 9). */
const CATEGORY_OPTIONS = ['Custom Design', ...PRODUCT_CATEGORIES.filter((c) => c !== 'Custom Design')];

/**
 * A new portfolio piece (spec sections 3 and 5): its brand, title, description and images, and the
 * details a client asks about. Saved as a product without a price; success returns to the list.
 */
export function PortfolioForm() {
  const navigate = useNavigate();
  const { formRef, form, change, problems, showProblems, showApiProblems, clearProblem } =
    useStudioForm<PortfolioFormState>(EMPTY_PORTFOLIO_FORM);
  const [files, setFiles] = useState<File[]>([]);
  const { run, busy: creating } = useStudioMutation<PortfolioFormMutation>(portfolioFormMutation, CREATE_TEXTS);
  const idempotencyKey = useRef(crypto.randomUUID());
  const submitting = useRef(false);

  const text = (field: keyof PortfolioFormState) => ({
    name: field,
    value: form[field] as string,
    error: problems[field],
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    const found = portfolioFormProblems(form, files.length);
    if (Object.keys(found).length) {
      showProblems(found);
      return;
    }
    submitting.current = true;
    void run(
      { input: { ...portfolioInput(form, idempotencyKey.current), imageFiles: files.map(() => null) } },
      {
        files: imageFilesMap(files),
        onDone: () => void navigate(portfolioPaths.list),
        onInvalid: (apiProblems) => showApiProblems(apiProblems, portfolioFormFieldOf),
        onFailed: () => {
          submitting.current = false;
        },
      },
    );
  };

  return (
    <StudioForm ref={formRef} noValidate onSubmit={submit} aria-label="New portfolio piece" aria-busy={creating}>
      <FormSection disabled={creating}>
        <legend>The piece</legend>
        <FieldRow>
          <TextField label="Title" aria-required maxLength={PRODUCT_LIMITS.title} {...text('title')} />
          <PortfolioBrandChoices
            render={(choices) => (
              <PortfolioBrandSelect
                choices={choices}
                value={form.brandId}
                error={problems.brandId}
                onChange={(brandId) => change({ brandId })}
              />
            )}
          />
        </FieldRow>
        <TextAreaField label="Description" aria-required rows={4} {...text('description')} />
        <PortfolioImagesField
          files={files}
          error={problems.images}
          onChange={(next) => {
            setFiles(next);
            clearProblem('images');
          }}
        />
      </FormSection>
      <FormSection disabled={creating}>
        <legend>Details</legend>
        <FieldRow>
          <SelectField
            label="Category"
            name="category"
            value={form.category}
            options={CATEGORY_OPTIONS}
            error={problems.category}
            onChange={(event) => change({ category: event.target.value })}
          />
          <TextField label="Price range (optional)" placeholder="$800 - $2,500" {...text('priceRange')} />
        </FieldRow>
        <FieldRow>
          <TextField label="Lead time (optional)" placeholder="6-8 weeks" {...text('leadTime')} />
          <PriceField
            label="Consultation fee (optional)"
            name="consultationFee"
            value={form.consultationFee}
            error={problems.consultationFee}
            onChange={(consultationFee) => change({ consultationFee })}
          />
        </FieldRow>
        <ChipListField
          label="Specialties"
          values={form.specialties}
          suggestions={PORTFOLIO_SPECIALTY_OPTIONS}
          maxLength={PRODUCT_LIMITS.chip}
          error={problems.specialties}
          hint="Choose from the suggestions or type your own and press Enter."
          onChange={(specialties) => change({ specialties })}
        />
        <ChipListField
          label="Materials"
          values={form.materials}
          suggestions={PORTFOLIO_MATERIAL_OPTIONS}
          maxLength={PRODUCT_LIMITS.chip}
          error={problems.materials}
          onChange={(materials) => change({ materials })}
        />
        <ChipListField
          label="Techniques"
          values={form.techniques}
          suggestions={PORTFOLIO_TECHNIQUE_OPTIONS}
          maxLength={PRODUCT_LIMITS.chip}
          error={problems.techniques}
          onChange={(techniques) => change({ techniques })}
        />
        <TextAreaField label="Inspiration (optional)" rows={3} {...text('inspiration')} />
      </FormSection>
      <FormActions>
        <Button type="submit" $size="lg" aria-disabled={creating} aria-busy={creating}>
          {creating ? 'Creating…' : 'Create Portfolio Piece'}
        </Button>
        <DiscardChangesLink $variant="secondary" $size="lg" to={portfolioPaths.list}>
          Cancel
        </DiscardChangesLink>
      </FormActions>
    </StudioForm>
  );
}
