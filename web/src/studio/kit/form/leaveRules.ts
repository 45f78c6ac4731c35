interface LeaveAttempt {
  /** The form has changes that are not saved. */
  dirty: boolean;
  /** A successful save is moving the page on. */
  permitted: boolean;
  currentPath: string;
  nextPath: string;
}

/** Whether leaving should be confirmed first: only with unsaved changes, and only for another page. */
export function shouldConfirmLeaving({ dirty, permitted, currentPath, nextPath }: LeaveAttempt): boolean {
  return dirty && !permitted && currentPath !== nextPath;
}

/**
 * Whether the form has unsaved changes: what it reports itself when it tracks them (its values
 * against those loaded), else whether anything was edited since it loaded or was last saved.
 */
export function hasUnsavedChanges(reported: boolean | null, edited: boolean): boolean {
  return reported ?? edited;
}
