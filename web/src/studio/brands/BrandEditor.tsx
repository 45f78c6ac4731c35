import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { BRAND_MESSAGES } from '@features/brands/messages';
import type { BrandEditorMutation } from '../../__generated__/BrandEditorMutation.graphql';
import type { BrandEditor_brand$key } from '../../__generated__/BrandEditor_brand.graphql';
import { Button, ButtonLink } from '../../components/Button';
import { useToast } from '../../components/toast/useToast';
import { unlessFieldProblems } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { updateFailureMessage } from './brandFailures';
import { BrandEditorLayout, FormActions } from './BrandEditorLayout';
import { BrandFields } from './BrandFields';
import {
  changesBetween,
  editProblems,
  formFromBrand,
  priceRangePreview,
  pricesChanged,
  problemFieldOf,
  type BrandFormState,
} from './brandForm';
import { BrandPreview } from './BrandPreview';
import { mayVerifyBrands } from './brandsTitle';
import { useShowProblems } from './useShowProblems';
import { VerifiedSwitch } from './VerifiedSwitch';
import { useReportUnsavedChanges } from '../kit/form/UnsavedChangesGuard';
import { BRANDS_PATH } from './paths';

const brandEditorFragment = graphql`
  fragment BrandEditor_brand on Brand {
    id
    name
    description
    longDescription
    categories
    location
    currency
    priceMin
    priceMax
    priceRange
    website
    instagram
    whatsapp
    contactEmail
    foundedYear
    videoThumbnail
    isVerified
    rating
    reviewCount
    image
    primaryImage {
      url
      srcSet
    }
  }
`;

export const NO_CHANGES = 'There are no changes to save.';

// A new name shows on the brand's collections, products and reviews too.
const updateBrandMutation = graphql`
  mutation BrandEditorMutation($input: UpdateBrandInput!) {
    updateBrand(input: $input) {
      nameChanged
      brand {
        id
        name
        ...BrandEditor_brand
        ...TailoringCard_brand
      }
    }
  }
`;

const TEXTS = {
  success: ({ updateBrand: { nameChanged, brand } }: BrandEditorMutation['response']) =>
    nameChanged ? BRAND_MESSAGES.updatedWithNewName(brand.name) : BRAND_MESSAGES.updated,
  failure: unlessFieldProblems(updateFailureMessage),
};

interface BrandEditorProps {
  brand: BrandEditor_brand$key;
  backLabel: string;
  /** After a save (the history reloads). */
  onSaved: () => void;
}

/** The brand's details, prefilled, saved with only what changed; the live preview beside them. */
export function BrandEditor({ brand: brandKey, backLabel, onSaved }: BrandEditorProps) {
  const brand = useFragment(brandEditorFragment, brandKey);
  const viewer = useStudioViewer();
  const { showToast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const currentYear = new Date().getFullYear();
  const initial = useMemo(() => formFromBrand(brand), [brand]);
  const initialKey = JSON.stringify(initial);
  const [form, setForm] = useState<BrandFormState>(initial);
  // What was saved comes back from the server (descriptions in formal language): the form starts again from it.
  useEffect(() => {
    setForm(JSON.parse(initialKey) as BrandFormState);
  }, [initialKey]);
  const { problems, showProblems, clearProblem } = useShowProblems(formRef);
  const { run, busy: saving } = useStudioMutation<BrandEditorMutation>(updateBrandMutation, TEXTS);

  const change = (changes: Partial<BrandFormState>) => {
    setForm((current) => ({ ...current, ...changes }));
    Object.keys(changes).forEach((field) => clearProblem(problemFieldOf(field)));
  };

  const changes = changesBetween(initial, form);
  const dirty = Object.keys(changes).length > 0;
  useReportUnsavedChanges(dirty);
  // A range stored as text stays until the prices change; a new currency rebuilds a range with numbers.
  const rebuildsRange =
    pricesChanged(initial, form) ||
    (form.currency !== initial.currency && (form.priceMin !== '' || form.priceMax !== ''));
  const shownRange = rebuildsRange ? priceRangePreview(form) : brand.priceRange;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!dirty) {
      showToast(NO_CHANGES, 'info');
      return;
    }
    const found = editProblems(changes, currentYear);
    if (Object.keys(found).length) {
      showProblems(found);
      return;
    }
    void run({ input: { id: brand.id, ...changes } }, { onDone: onSaved, onInvalid: showProblems });
  };

  return (
    <BrandEditorLayout
      preview={
        <BrandPreview
          form={form}
          imageUrl={brand.primaryImage?.url ?? brand.image ?? null}
          imageSrcSet={brand.primaryImage?.srcSet}
          priceRange={shownRange}
          rating={brand.rating}
          reviewCount={brand.reviewCount}
        />
      }
    >
      <form ref={formRef} noValidate onSubmit={submit} aria-label={`Details of ${brand.name}`} aria-busy={saving}>
        <BrandFields
          mode="edit"
          form={form}
          onChange={change}
          problems={problems}
          currentYear={currentYear}
          storedPriceRange={rebuildsRange ? null : brand.priceRange}
          extra={
            mayVerifyBrands(viewer) ? (
              <VerifiedSwitch checked={form.isVerified} onChange={(isVerified) => change({ isVerified })} />
            ) : null
          }
        />
        <FormActions>
          <Button type="submit" $size="lg" aria-disabled={saving} aria-busy={saving}>
            {saving ? 'Saving…' : 'Save Changes'}
          </Button>
          <ButtonLink $variant="secondary" $size="lg" to={BRANDS_PATH}>
            {backLabel}
          </ButtonLink>
        </FormActions>
      </form>
    </BrandEditorLayout>
  );
}
