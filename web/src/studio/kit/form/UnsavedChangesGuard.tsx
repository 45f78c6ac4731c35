import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useBlocker } from 'react-router';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { createLeavePermit, type LeavePermit } from './leavePermit';
import { hasUnsavedChanges, shouldConfirmLeaving } from './leaveRules';

export interface UnsavedChanges {
  permit: LeavePermit;
  /** Called once a save succeeded, or the changes were dropped: nothing is left unsaved. */
  markSaved: () => void;
  /** A form that compares its values itself says whether they differ (null: it stopped saying). */
  report: (dirty: boolean | null) => void;
}

/** The unsaved-changes guard of the detail page around a form; null outside one. */
export const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

/** While `active`, closing the tab or reloading asks first (the browser's own words). */
export function useConfirmBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}

/** For a form that knows whether its values differ from those loaded: tells the page's guard. */
export function useReportUnsavedChanges(dirty: boolean) {
  const guard = useContext(UnsavedChangesContext);
  useEffect(() => {
    guard?.report(dirty);
  }, [guard, dirty]);
  useEffect(() => () => guard?.report(null), [guard]);
}

/** A form's Cancel: leaving through it is the choice to drop the changes, so it is not asked about. */
export function DiscardChangesLink({ onClick, ...props }: ComponentProps<typeof ButtonLink>) {
  const unsavedChanges = useContext(UnsavedChangesContext);
  const discard = (event: MouseEvent<HTMLAnchorElement>) => {
    unsavedChanges?.markSaved();
    onClick?.(event);
  };
  return <ButtonLink {...props} onClick={discard} />;
}

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
