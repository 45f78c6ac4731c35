import { useContext, useEffect } from 'react';
import { UnsavedChangesContext } from './UnsavedChangesContext';

/** For a form that knows whether its values differ from those loaded: tells the page's guard. */
export function useReportUnsavedChanges(dirty: boolean) {
  const guard = useContext(UnsavedChangesContext);
  useEffect(() => {
    guard?.report(dirty);
  }, [guard, dirty]);
  useEffect(() => () => guard?.report(null), [guard]);
}
