import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import styled from 'styled-components';
import { ConfirmDialog } from '../ConfirmDialog';
import { createLeavePermit } from './leavePermit';
import { hasUnsavedChanges, shouldConfirmLeaving } from './leaveRules';
import { UnsavedChangesContext, type UnsavedChanges } from './UnsavedChangesContext';
import { useConfirmBeforeUnload } from './useConfirmBeforeUnload';

// Catches the form's input and change events without taking part in its layout.
const EditWatch = styled.div`
  display: contents;
`;

/**
 * Around a detail page's form: once something is edited (or the form reports values that differ),
 * leaving the page asks first, in the app (a dialog) and on tab close or reload (the browser's
 * prompt). A successful save clears it and moves on without asking.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [edited, setEdited] = useState(false);
  const [reported, setReported] = useState<boolean | null>(null);
  const dirty = hasUnsavedChanges(reported, edited);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const permit = useMemo(createLeavePermit, []);

  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    shouldConfirmLeaving({
      dirty: dirtyRef.current,
      permitted: permit.allowed(),
      currentPath: currentLocation.pathname,
      nextPath: nextLocation.pathname,
    }),
  );
  useConfirmBeforeUnload(dirty);

  const markSaved = useCallback(() => {
    dirtyRef.current = false;
    setEdited(false);
  }, []);
  const guard = useMemo<UnsavedChanges>(() => ({ permit, markSaved, report: setReported }), [permit, markSaved]);
  const markEdited = () => setEdited(true);

  return (
    <UnsavedChangesContext.Provider value={guard}>
      <EditWatch onInput={markEdited} onChange={markEdited}>
        {children}
      </EditWatch>
      {blocker.state === 'blocked' ? (
        <ConfirmDialog
          title="Leave without saving?"
          message="You have unsaved changes. If you leave this page now, they will be lost."
          confirmLabel="Leave"
          busyLabel="Leaving…"
          busy={false}
          danger
          onCancel={() => blocker.reset()}
          onConfirm={() => blocker.proceed()}
        />
      ) : null}
    </UnsavedChangesContext.Provider>
  );
}
