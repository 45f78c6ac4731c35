import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { ButtonLink } from '../../../components/Button';
import { ArrowLeftIcon } from '../../../components/icons';
import { useToast } from '../../../components/toast/useToast';
import { FormActions } from '../formSections';
import { StudioPageHeader } from '../StudioPageHeader';

interface RecordNotFoundProps {
  eyebrow: string;
  /** The heading, e.g. 'Service not found'. */
  title: string;
  /** Said in a toast as well, when given. */
  toast?: string;
  backTo: string;
  backLabel: string;
}

function useErrorToast(toast: string | undefined) {
  const { showToast } = useToast();
  useEffect(() => {
    if (toast) showToast(toast, 'error');
  }, [showToast, toast]);
}

/** A detail page whose id names nothing the viewer may edit: says so and leads back to the list. */
export function RecordNotFound({ eyebrow, title, toast, backTo, backLabel }: RecordNotFoundProps) {
  useErrorToast(toast);
  return (
    <>
      <StudioPageHeader eyebrow={eyebrow} title={title} lead="It may have been deleted, or the link may be wrong." />
      <FormActions>
        <ButtonLink to={backTo}>
          <ArrowLeftIcon />
          {backLabel}
        </ButtonLink>
      </FormActions>
    </>
  );
}

/** A missing record that is only told in a toast, on the way back to the list. */
export function RecordNotFoundRedirect({ toast, to }: { toast: string; to: string }) {
  useErrorToast(toast);
  return <Navigate to={to} replace />;
}
