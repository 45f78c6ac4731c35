import { useContext, type ComponentProps, type MouseEvent } from 'react';
import { ButtonLink } from '../../../components/Button';
import { UnsavedChangesContext } from './UnsavedChangesContext';

/** A form's Cancel: leaving through it is the choice to drop the changes, so it is not asked about. */
export function DiscardChangesLink({ onClick, ...props }: ComponentProps<typeof ButtonLink>) {
  const unsavedChanges = useContext(UnsavedChangesContext);
  const discard = (event: MouseEvent<HTMLAnchorElement>) => {
    unsavedChanges?.markSaved();
    onClick?.(event);
  };
  return <ButtonLink {...props} onClick={discard} />;
}
