import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { TAILORING_MESSAGES } from '@features/tailors/messages';
import { TAILORING_SPECIALTY_OPTIONS } from '@features/tailors/rules';
import type { TailoringCardDisableMutation } from '../../__generated__/TailoringCardDisableMutation.graphql';
import type { TailoringCardSaveMutation } from '../../__generated__/TailoringCardSaveMutation.graphql';
import type { TailoringCard_brand$key } from '../../__generated__/TailoringCard_brand.graphql';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FieldError, Hint } from '../../components/form/FieldParts';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { unlessFieldProblems } from '../kit/form/mutationFailure';
import { textFieldOf } from '../kit/form/useStudioForm';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { changeFailureMessage } from './brandFailures';
import { MutedBadge } from './BrandRow';
import { ChoiceGroup, FieldRow, FormActions } from '../kit/formSections';
import { SectionPanel } from './SectionPanel';
import { tailoringFormFrom, tailoringInput, tailoringProblems, type TailoringFormState } from './tailoringForm';
import { useShowProblems } from './useShowProblems';

const tailoringCardFragment = graphql`
  fragment TailoringCard_brand on Brand {
    id
    name
    tailor {
      id
      title
      image
      description
      specialties
      priceRange
      consultationFee
      leadTime
    }
  }
`;

// Saving enables tailoring (the brand joins /tailors and the service forms) or updates the profile.
const saveTailoringMutation = graphql`
  mutation TailoringCardSaveMutation($input: SaveTailoringInput!) {
    saveTailoring(input: $input) {
      brand {
        id
        ...TailoringCard_brand
      }
    }
  }
`;

// Disabling deletes the tailor profile; the brand leaves /tailors and the service forms.
const disableTailoringMutation = graphql`
  mutation TailoringCardDisableMutation($input: DisableTailoringInput!) {
    disableTailoring(input: $input) {
      brand {
        id
        ...TailoringCard_brand
      }
    }
  }
`;

const SAVE_TEXTS = {
  success: TAILORING_MESSAGES.saved,
  failure: unlessFieldProblems((error) => changeFailureMessage(error, TAILORING_MESSAGES.saveFailed)),
};
const DISABLE_TEXTS = {
  success: TAILORING_MESSAGES.disabled,
  failure: (error: unknown) => changeFailureMessage(error, TAILORING_MESSAGES.disableFailed),
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};

  label {
    min-height: 2.25rem;
  }
`;

const Intro = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

interface TailoringCardProps {
  brand: TailoringCard_brand$key;
  onChanged: () => void;
}

/**
 * Tailoring for the brand: off (a button turns it on and opens the form) or on (the tailor profile's
 * form, saved with Save, and Disable after a confirmation). On, the brand is listed in /tailors.
 */
export function TailoringCard({ brand: brandKey, onChanged }: TailoringCardProps) {
  const brand = useFragment(tailoringCardFragment, brandKey);
  const enabled = brand.tailor != null;
  const [enabling, setEnabling] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { run: runDisable, busy: disabling } = useStudioMutation<TailoringCardDisableMutation>(
    disableTailoringMutation,
    DISABLE_TEXTS,
  );
  const enableButton = useRef<HTMLButtonElement>(null);

  // Once tailoring is off, the form and its Disable button are gone: the keyboard goes on from
  // Enable Tailoring. An effect, so the button exists by then (and the closing dialog has let go).
  const [focusEnable, setFocusEnable] = useState(false);
  useEffect(() => {
    if (!focusEnable || enabled || !enableButton.current) return;
    enableButton.current.focus();
    setFocusEnable(false);
  }, [focusEnable, enabled]);

  const disable = () =>
    void runDisable(
      { input: { brandId: brand.id } },
      {
        onDone: () => {
          setConfirming(false);
          setEnabling(false);
          onChanged();
          setFocusEnable(true);
        },
        onFailed: () => setConfirming(false),
      },
    );

  return (
    <SectionPanel
      title="Tailoring"
      aside={enabled ? <Badge $tone="success">Tailoring on</Badge> : <MutedBadge>Tailoring off</MutedBadge>}
    >
      {enabled || enabling ? (
        <TailoringForm
          key={brand.tailor?.id ?? 'new'}
          brandId={brand.id}
          brandName={brand.name}
          tailor={brand.tailor}
          onSaved={() => {
            setEnabling(false);
            onChanged();
          }}
          onCancel={
            enabled
              ? undefined
              : () => {
                  setEnabling(false);
                  setFocusEnable(true);
                }
          }
          onDisable={enabled ? () => setConfirming(true) : undefined}
        />
      ) : (
        <>
          <Intro>
            Turn tailoring on to list {brand.name} in the tailor directory and in the service forms, with its
            specialties, prices and lead time.
          </Intro>
          <FormActions>
            <Button ref={enableButton} onClick={() => setEnabling(true)}>
              Enable Tailoring
            </Button>
          </FormActions>
        </>
      )}
      {confirming ? (
        <ConfirmDialog
          title="Disable Tailoring"
          message={`Disable tailoring for ${brand.name}? Its tailor profile is deleted, and the brand leaves the tailor directory and the service forms.`}
          confirmLabel="Disable"
          busyLabel="Disabling..."
          busy={disabling}
          onCancel={() => setConfirming(false)}
          onConfirm={disable}
        />
      ) : null}
    </SectionPanel>
  );
}

interface TailoringFormProps {
  brandId: string;
  brandName: string;
  tailor: Parameters<typeof tailoringFormFrom>[0];
  onSaved: () => void;
  /** Closes the form of a profile not saved yet. */
  onCancel?: () => void;
  /** Asks to disable tailoring (an existing profile). */
  onDisable?: () => void;
}

function TailoringForm({ brandId, brandName, tailor, onSaved, onCancel, onDisable }: TailoringFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const specialtiesId = useId();
  const [form, setForm] = useState<TailoringFormState>(() => tailoringFormFrom(tailor, brandName));
  const { problems, showProblems, clearProblem } = useShowProblems(formRef);
  const { run, busy: saving } = useStudioMutation<TailoringCardSaveMutation>(saveTailoringMutation, SAVE_TEXTS);

  const change = (changes: Partial<TailoringFormState>) => {
    setForm((current) => ({ ...current, ...changes }));
    Object.keys(changes).forEach(clearProblem);
  };
  const text = textFieldOf(form, problems, change);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = tailoringProblems(form);
    if (Object.keys(found).length) {
      showProblems(found);
      return;
    }
    void run({ input: tailoringInput(brandId, form) }, { onDone: onSaved, onInvalid: showProblems });
  };

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label="Tailoring profile" aria-busy={saving}>
      {/* A profile not saved yet was just asked for: the keyboard starts at its title. */}
      <TextField autoFocus={onCancel != null} label="Tailoring title" {...text('title')} />
      <ChoiceGroup aria-describedby={problems.specialties ? `${specialtiesId}-error` : undefined}>
        <legend>Specialties</legend>
        <Options>
          {TAILORING_SPECIALTY_OPTIONS.map((option) => (
            <CheckboxField
              key={option}
              label={option}
              name="specialties"
              value={option}
              checked={form.specialties.includes(option)}
              onChange={(event) => {
                const others = form.specialties.filter((s) => s !== option);
                change({ specialties: event.target.checked ? [...others, option] : others });
              }}
            />
          ))}
        </Options>
        {problems.specialties ? <FieldError id={`${specialtiesId}-error`}>{problems.specialties}</FieldError> : null}
      </ChoiceGroup>
      <TextAreaField label="Description (optional)" rows={3} {...text('description')} />
      <FieldRow>
        <TextField label="Price range (optional)" hint="Free text, e.g. ₦50,000 - ₦400,000" {...text('priceRange')} />
        <TextField
          label="Consultation fee (optional)"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          hint="A number; leave empty for none."
          {...text('consultationFee')}
        />
      </FieldRow>
      <FieldRow>
        <TextField label="Lead time (optional)" hint="e.g. 2-4 weeks" {...text('leadTime')} />
        <TextField
          label="Image URL (optional)"
          type="url"
          inputMode="url"
          hint="Leave empty to use the brand's image."
          {...text('image')}
        />
      </FieldRow>
      <Hint>Saving lists the brand in the tailor directory.</Hint>
      <FormActions>
        <Button type="submit" aria-disabled={saving} aria-busy={saving}>
          {saving ? 'Saving…' : onDisable ? 'Save Tailoring' : 'Save and Enable'}
        </Button>
        {onCancel ? (
          <Button $variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        {onDisable ? (
          <Button $variant="secondary" onClick={onDisable}>
            Disable Tailoring
          </Button>
        ) : null}
      </FormActions>
    </Form>
  );
}
