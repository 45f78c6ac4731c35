import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useToast } from '../../components/toast/useToast';

export type FormProblems = Record<string, string>;

/**
 * A studio form's problems: each is shown beside its field, and the first (in the order given, the
 * spec's order) also as a toast unless `toast: false` says the caller tells it another way. Focus
 * moves to the first field marked invalid in the form, so keyboard and screen-reader users land on
 * it. Changing a field clears its problem.
 */
export function useFormProblems(formRef: RefObject<HTMLElement | null>) {
  const { showToast } = useToast();
  const [problems, setProblems] = useState<FormProblems>({});
  const focusPending = useRef(false);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems, formRef]);

  const showProblems = useCallback(
    (found: FormProblems, { toast = true }: { toast?: boolean } = {}) => {
      const first = Object.values(found)[0];
      if (!first) return;
      focusPending.current = true;
      setProblems(found);
      if (toast) showToast(first, 'error');
    },
    [showToast],
  );

  const clearProblem = useCallback((...fields: string[]) => {
    setProblems((current) => {
      if (!fields.some((field) => field in current)) return current;
      const next = { ...current };
      fields.forEach((field) => delete next[field]);
      return next;
    });
  }, []);

  return { problems, showProblems, clearProblem };
}
