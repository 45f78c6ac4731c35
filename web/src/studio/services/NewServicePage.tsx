import { SERVICE_MESSAGES } from '@features/products/messages';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { PermissionDenied } from '../kit/PermissionDenied';
import { studioPanelStyles } from '../kit/surfaces';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { imageFilesMap } from '../kit/form/imageFilesMap';
import { useStudioForm } from '../kit/form/useStudioForm';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { managesServices } from './serviceAccess';
import { ServiceBrandChoices, type TailorBrandsState } from './ServiceBrandChoices';
import { ServiceBrandStep } from './ServiceBrandStep';
import { ServiceDetailsFields } from './ServiceDetailsFields';
import {
  EMPTY_SERVICE_FORM,
  createServiceInput,
  serviceFormFieldOf,
  serviceFormProblems,
  serviceSteps,
  withServiceKind,
  type ServiceFormState,
} from './serviceForm';
import { serviceImagesInput, type ServiceImage } from './serviceImages';
import { ServiceKindCards } from './ServiceKindCards';
import { useCreateServiceMutation } from './useCreateServiceMutation';
import { FormActions, StudioForm } from '../kit/formSections';
import { DiscardChangesLink, withUnsavedChangesGuard } from '../kit/form/UnsavedChangesGuard';
import { PRODUCTS_PATH } from '../products/paths';

const TITLE = 'Create Service';

const Step = styled.section`
  ${studioPanelStyles}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/**
 * /studio/products/new-service (spec sections 2 and 4): choose a tailor brand, then a service type,
 * then fill in the details. Cancel and success both return to /studio/products.
 */
function NewServiceScreen() {
  const viewer = useStudioViewer();
  if (!managesServices(viewer)) return <PermissionDenied title={TITLE} />;
  return (
    <>
      <StudioPageHeader
        eyebrow="Catalogue"
        title={TITLE}
        lead="A tailoring service of one of your tailor brands: choose the brand, then the type of service, then describe it."
      />
      <ServiceBrandChoices render={(choices) => <NewServiceForm choices={choices} />} />
    </>
  );
}

function NewServiceForm({ choices }: { choices: TailorBrandsState }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // ?brand={id} (from a brand's screens) starts with that brand chosen, if it is a tailor brand.
  const studioForm = useStudioForm<ServiceFormState>(() => ({
    ...EMPTY_SERVICE_FORM,
    brandId: params.get('brand')?.trim() ?? '',
  }));
  const { formRef, form, setForm, problems, showProblems, showApiProblems, clearProblem } = studioForm;
  const [images, setImages] = useState<ServiceImage[]>([]);
  const { run, busy } = useCreateServiceMutation();
  // One key per form: a submission the network repeats (or a double click that slips through) makes one service.
  const idempotencyKey = useRef(crypto.randomUUID());
  const submitting = useRef(false);

  const brands = useMemo(() => (choices.status === 'ready' ? choices.brands : []), [choices]);
  const tailorBrandIds = useMemo(() => new Set(brands.map((brand) => brand.id)), [brands]);
  const steps = serviceSteps(form, tailorBrandIds);
  const currency = brands.find((brand) => brand.id === form.brandId)?.currency ?? 'USD';

  const change = (changes: Partial<ServiceFormState>) => {
    studioForm.change(changes);
    if (['consultationFee', 'hourlyRate', 'fixedPrice', 'contactForPricing'].some((field) => field in changes))
      clearProblem('pricing');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    const found = serviceFormProblems(form, { tailorBrandIds });
    if (Object.keys(found).length) {
      showProblems(found);
      return;
    }
    submitting.current = true;
    const { files } = serviceImagesInput(images);
    void run(
      { input: { ...createServiceInput(form, idempotencyKey.current), imageFiles: files.map(() => null) } },
      {
        files: imageFilesMap(files),
        onDone: () => void navigate(PRODUCTS_PATH),
        onInvalid: (apiProblems) => showApiProblems(apiProblems, serviceFormFieldOf),
        onFailed: () => {
          submitting.current = false;
        },
      },
    );
  };

  const noBrands = choices.status === 'ready' && brands.length === 0;
  const brandProblem =
    problems.brandId ??
    (choices.status === 'ready' && form.brandId && !tailorBrandIds.has(form.brandId)
      ? SERVICE_MESSAGES.notTailorBrand
      : null);

  return (
    <StudioForm ref={formRef} noValidate onSubmit={submit} aria-label="New service" aria-busy={busy}>
      <Step aria-labelledby="service-step-brand">
        <h2 id="service-step-brand">Step 1: Choose the brand</h2>
        <ServiceBrandStep
          choices={choices}
          value={form.brandId}
          error={brandProblem}
          disabled={busy}
          onChange={(brandId) => change({ brandId })}
        />
      </Step>
      {steps.types ? (
        <Step aria-labelledby="service-step-type">
          <h2 id="service-step-type">Step 2: Choose the type</h2>
          <ServiceKindCards
            value={form.kind}
            error={problems.kind}
            disabled={busy}
            onChange={(kind) => {
              setForm((current) => withServiceKind(current, kind));
              clearProblem('kind', 'title', 'description', 'pricing');
            }}
          />
        </Step>
      ) : null}
      {steps.details ? (
        <ServiceDetailsFields
          form={form}
          onChange={change}
          problems={problems}
          images={images}
          onImagesChange={(next) => {
            setImages(next);
            clearProblem('images');
          }}
          currency={currency}
          disabled={busy}
        />
      ) : null}
      <FormActions>
        {noBrands ? null : (
          <Button type="submit" $size="lg" aria-disabled={busy} aria-busy={busy}>
            {busy ? 'Creating…' : 'Create Service'}
          </Button>
        )}
        <DiscardChangesLink $variant="secondary" $size="lg" to={PRODUCTS_PATH}>
          Cancel
        </DiscardChangesLink>
      </FormActions>
    </StudioForm>
  );
}

export const NewServicePage = withUnsavedChangesGuard(NewServiceScreen);
