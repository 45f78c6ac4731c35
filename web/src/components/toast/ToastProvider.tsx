import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ToastContext, type ToastMessage, type ToastTone } from './ToastContext';
import { ToastRegion } from './ToastRegion';

const VISIBLE_FOR_MS = 5000;

/** Holds at most one toast; a new one replaces the current one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastMessage | null>(null);

  const showToast = useCallback((message: string, tone: ToastTone = 'info') => {
    setToast((current) => ({ id: (current?.id ?? 0) + 1, message, tone }));
  }, []);
  const dismissToast = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(dismissToast, VISIBLE_FOR_MS);
    return () => clearTimeout(timer);
  }, [toast, dismissToast]);

  const api = useMemo(() => ({ showToast, dismissToast }), [showToast, dismissToast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toast={toast} onDismiss={dismissToast} />
    </ToastContext.Provider>
  );
}
