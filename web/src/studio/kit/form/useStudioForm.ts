import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { useFormProblems, type FormProblems } from '../useFormProblems';

const sameName = (field: string) => field;

type TextKey<State> = { [K in keyof State]: State[K] extends string ? K : never }[keyof State] & string;

/** Binds a text input (TextField, TextAreaField) to the form field of its name: its value, problem and changes. */
export const textFieldOf =
  <State>(form: State, problems: FormProblems, change: (changes: Partial<State>) => void) =>
  <K extends TextKey<State>>(name: K) => ({
    name,
    value: form[name] as string,
    error: problems[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change({ [name]: event.target.value } as Partial<State>),
  });

/**
 * A studio form's values and problems: `change` sets some fields and clears their problems; the
 * ref goes on the <form>, so focus can move to the first field marked invalid. `showApiProblems`
 * shows the API's field problems beside the fields, named as the form's (the toast is the
 * mutation's). `textField` binds a text input to a field of the same name.
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
  const showApiProblems = useCallback(
    (apiProblems: FormProblems, fieldOf: (apiField: string) => string = sameName) =>
      showProblems(Object.fromEntries(Object.entries(apiProblems).map(([field, text]) => [fieldOf(field), text])), {
        toast: false,
      }),
    [showProblems],
  );
  const textField = textFieldOf(form, problems, change);
  return { formRef, form, setForm, change, textField, problems, showProblems, showApiProblems, clearProblem };
}
