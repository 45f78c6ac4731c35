import { SERVICE_MESSAGES } from '@features/products/messages';
import { useEffect } from 'react';
import { ButtonLink } from '../../components/Button';
import { ArrowLeftIcon } from '../../components/icons';
import { useToast } from '../../shell/toast/useToast';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { FormActions } from '../kit/formSections';
import { SERVICES_PATH } from './servicesPaths';

/** Spec section 8: 'Service not found', for an id that names no service (or a product that is not one). */
export function ServiceNotFound() {
  const { showToast } = useToast();
  useEffect(() => showToast(SERVICE_MESSAGES.notFound, 'error'), [showToast]);
  return (
    <>
      <StudioPageHeader
        eyebrow="Catalogue"
        title={SERVICE_MESSAGES.notFound}
        lead="It may have been deleted, or the link may be wrong."
      />
      <FormActions>
        <ButtonLink to={SERVICES_PATH}>
          <ArrowLeftIcon />
          Back to Services
        </ButtonLink>
      </FormActions>
    </>
  );
}
