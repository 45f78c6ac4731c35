import { useCallback, useRef, useState } from 'react';
import { useFormProblems } from '../useFormProblems';

/**
 * A studio form's values and problems: `change` sets some fields and clears their problems; the
 * ref goes on the <form>, so focus can move to the first field marked invalid.
 */
export function useStudioForm<State extends object>(initial: State | (() => State)) {
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(initial);
  const { problems, showProblems, clearProblem } = useFormProblems(formRef);
  const change = useCallback(
    (changes: Partial<State>) => {
      setForm((current) => ({ ...current, ...changes }));
      clearProblem(...Object.keys(changes));
    },
    [clearProblem],
  );
  return { formRef, form, setForm, change, problems, showProblems, clearProblem };
}
