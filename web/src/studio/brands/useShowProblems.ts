import { useCallback, useEffect, useState, type RefObject } from 'react';
import { problemsByField } from './brandForm';
import { focusFirstProblem } from './focusFirstProblem';
import { useToastSequence } from './useToastSequence';

/**
 * A form's problems (from the rules before sending, or the server's answer): each under its field,
 * each in its own toast (spec section 5: "each with its own toast"), and focus on the first one.
 */
export function useShowProblems(formRef: RefObject<HTMLFormElement | null>) {
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const toastEach = useToastSequence();

  useEffect(() => {
    if (focusRequest === 0) return;
    focusFirstProblem(formRef.current, Object.keys(problems));
    // Only a new round of problems moves focus, not a problem cleared while typing.
  }, [focusRequest]);

  const showProblems = useCallback(
    (found: Record<string, string>) => {
      setProblems(problemsByField(found));
      toastEach(Object.values(found));
      setFocusRequest((n) => n + 1);
    },
    [toastEach],
  );

  const clearProblem = useCallback((field: string) => {
    setProblems((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const clearProblems = useCallback(() => setProblems({}), []);

  return { problems, showProblems, clearProblem, clearProblems };
}
