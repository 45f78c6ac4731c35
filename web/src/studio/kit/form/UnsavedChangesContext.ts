import { createContext } from 'react';
import type { LeavePermit } from './leavePermit';

export interface UnsavedChanges {
  permit: LeavePermit;
  /** Called once a save succeeded, or the changes were dropped: nothing is left unsaved. */
  markSaved: () => void;
  /** A form that compares its values itself says whether they differ (null: it stopped saying). */
  report: (dirty: boolean | null) => void;
}

/** The unsaved-changes guard of the detail page around a form; null outside one. */
export const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);
