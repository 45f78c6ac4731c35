import { SERVICE_KIND_OPTIONS } from '@features/products/rules-services';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { EditServiceForm_product$key } from '../../__generated__/EditServiceForm_product.graphql';
import { Button, ButtonLink } from '../../components/Button';
import { ArrowLeftIcon } from '../../components/icons';
import { ConfirmDeleteDialog } from '../kit/ConfirmDialog';
import { TrashIcon } from '../kit/icons';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { imageFilesMap } from '../kit/form/imageFilesMap';
import { useStudioForm } from '../kit/form/useStudioForm';
import { ServiceDetailsFields } from './ServiceDetailsFields';
import {
  serviceFields,
  serviceFormFieldOf,
  serviceFormFrom,
  serviceFormProblems,
  type ServiceFormState,
} from './serviceForm';
import { OptionSelect } from './serviceFormParts';
import { keptImages, serviceImagesInput, type ServiceImage } from './serviceImages';
import { useDeleteServiceMutation } from './useDeleteServiceMutation';
import { useUpdateServiceMutation } from './useUpdateServiceMutation';
import { FormActions, StudioForm, DeleteButton } from '../kit/formSections';
import { DiscardChangesLink } from '../kit/form/UnsavedChangesGuard';
import { SERVICES_PATH, SERVICES_REFRESH_PATH } from './paths';

const editServiceFormFragment = graphql`
  fragment EditServiceForm_product on Product {
    id
    title
    description
    images
    serviceKind
    duration
    leadTime
    consultationFee
    hourlyRate
    fixedPrice
    contactForPricing
    priceRange
    specialties
    sessionsIncluded
    fittingSessions
    deliveryMethod
    includes
    requirements
    measurementGuide
    currency
    brand {
      id
      name
    }
  }
`;

const FixedBrand = styled.p`
  display: grid;
  gap: 0.2rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};

  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.indigo900};
  }
  span:first-child {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const KIND_CHOICES = SERVICE_KIND_OPTIONS.map((option) => ({ value: option.kind, label: option.label }));

export const deleteServiceConfirmation = (title: string) =>
  `Are you sure you want to delete the service '${title}'? This action cannot be undone.`;

interface EditServiceFormProps {
  product: EditServiceForm_product$key;
  title: string;
}

/** The edit screen's form: the brand shown but fixed, the type and details editable, Save and Delete. */
export function EditServiceForm({ product: productKey, title }: EditServiceFormProps) {
  const service = useFragment(editServiceFormFragment, productKey);
  const navigate = useNavigate();
  const studioForm = useStudioForm<ServiceFormState>(() => serviceFormFrom(service));
  const { formRef, form, problems, showProblems, showApiProblems, clearProblem } = studioForm;
  const [images, setImages] = useState<ServiceImage[]>(() => keptImages(service.images));
  const [confirming, setConfirming] = useState(false);
  const { run: update, busy: saving } = useUpdateServiceMutation();
  const { run: remove, busy: deleting } = useDeleteServiceMutation();

  const change = (changes: Partial<ServiceFormState>) => {
    studioForm.change(changes);
    clearProblem('pricing');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = serviceFormProblems(form, { mode: 'edit' });
    if (Object.keys(found).length) {
      showProblems(found);
      return;
    }
    const { keptImages: kept, files } = serviceImagesInput(images);
    void update(
      { input: { id: service.id, ...serviceFields(form), keptImages: kept, imageFiles: files.map(() => null) } },
      {
        files: imageFilesMap(files),
        onDone: () => void navigate(SERVICES_PATH),
        onInvalid: (apiProblems) => showApiProblems(apiProblems, serviceFormFieldOf),
      },
    );
  };

  return (
    <>
      <StudioHeaderRow>
        <StudioPageHeader eyebrow="Catalogue" title={title} lead={`${service.title} · ${service.brand.name}`} />
        <ButtonLink $variant="secondary" to={SERVICES_PATH}>
          <ArrowLeftIcon />
          Back to Services
        </ButtonLink>
      </StudioHeaderRow>
      <StudioForm
        ref={formRef}
        noValidate
        onSubmit={submit}
        aria-label={`Details of ${service.title}`}
        aria-busy={saving}
      >
        <ServiceDetailsFields
          form={form}
          onChange={change}
          problems={problems}
          images={images}
          onImagesChange={(next) => {
            setImages(next);
            clearProblem('images');
          }}
          currency={service.currency}
          disabled={saving}
          lead={
            <>
              <FixedBrand>
                <span>Brand</span>
                <strong>{service.brand.name}</strong>
                <span>A service stays with the brand it was made for.</span>
              </FixedBrand>
              <OptionSelect
                label="Service type"
                name="kind"
                required
                value={form.kind}
                options={KIND_CHOICES}
                placeholder="Select a service type"
                error={problems.kind}
                onChange={(kind) => change({ kind })}
              />
            </>
          }
        />
        <FormActions>
          <Button type="submit" $size="lg" aria-disabled={saving} aria-busy={saving}>
            {saving ? 'Saving…' : 'Save Changes'}
          </Button>
          <DiscardChangesLink $variant="secondary" $size="lg" to={SERVICES_PATH}>
            Cancel
          </DiscardChangesLink>
          <DeleteButton $variant="secondary" $size="lg" onClick={() => setConfirming(true)}>
            <TrashIcon />
            Delete Service
          </DeleteButton>
        </FormActions>
      </StudioForm>
      {confirming ? (
        <ConfirmDeleteDialog
          title="Delete Service"
          message={deleteServiceConfirmation(service.title)}
          deleting={deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            void remove(
              { input: { id: service.id } },
              { onDone: () => void navigate(SERVICES_REFRESH_PATH), onFailed: () => setConfirming(false) },
            )
          }
        />
      ) : null}
    </>
  );
}
