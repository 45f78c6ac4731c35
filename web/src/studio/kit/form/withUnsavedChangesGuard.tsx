import type { ComponentType } from 'react';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/** A detail page whose form asks before it is left with unsaved changes; a drop-in for the page. */
export function withUnsavedChangesGuard<Props extends object>(Page: ComponentType<Props>) {
  function GuardedPage(props: Props) {
    return (
      <UnsavedChangesGuard>
        <Page {...props} />
      </UnsavedChangesGuard>
    );
  }
  GuardedPage.displayName = `Guarded(${Page.displayName ?? Page.name})`;
  return GuardedPage;
}
