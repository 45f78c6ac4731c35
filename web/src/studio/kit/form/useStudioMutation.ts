import { useCallback, useContext, useRef, useState } from 'react';
import { useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { useToast } from '../../../components/toast/useToast';
import { commitMutationWithFiles } from '../commitMutationWithFiles';
import type { FormProblems } from '../useFormProblems';
import { describeFailure, type FailureText } from './mutationFailure';
import { UnsavedChangesContext } from './UnsavedChangesGuard';

type Response<TMutation extends MutationParameters> = TMutation['response'];

/** The toasts of one mutation: omitted, none is shown. */
export interface StudioMutationTexts<TMutation extends MutationParameters> {
  success?: string | ((response: Response<TMutation>) => string | null);
  failure?: FailureText;
}

export interface StudioMutationRun<TMutation extends MutationParameters> {
  /** Variable paths ('input.imageFile') mapped to files; with any, the request goes multipart with progress. */
  files?: Record<string, File | null | undefined>;
  optimisticUpdater?: SelectorStoreUpdater<Response<TMutation>>;
  updater?: SelectorStoreUpdater<Response<TMutation>>;
  /** This run's success toast instead of the hook's (null: none). */
  success?: StudioMutationTexts<TMutation>['success'] | null;
  /** This run's failure toast instead of the hook's. */
  failure?: FailureText;
  /** Runs after the success toast; the run is busy until it settles. It may leave the page without being asked. */
  onDone?: (response: Response<TMutation>) => unknown;
  /** Only when the API named problems with fields. */
  onInvalid?: (problems: FormProblems) => void;
  onFailed?: (error: unknown) => void;
}

export type StudioMutationOutcome<TMutation extends MutationParameters> =
  { ok: true; response: Response<TMutation> } | { ok: false; problems: FormProblems; error: unknown };

/**
 * One studio mutation: `run` commits it (as a multipart request when files are attached), says in a
 * toast how it went, hands field problems to the form, and reports `busy` and the upload `progress`
 * (0 to 1, null when nothing is going up). Inside a detail page, a success counts as saved.
 */
export function useStudioMutation<TMutation extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  texts: StudioMutationTexts<TMutation> = {},
) {
  const environment = useRelayEnvironment();
  const { showToast } = useToast();
  const unsavedChanges = useContext(UnsavedChangesContext);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // Callers often write their texts inline; the latest are used without changing `run`.
  const textsRef = useRef(texts);
  textsRef.current = texts;

  const run = useCallback(
    async (
      variables: TMutation['variables'],
      options: StudioMutationRun<TMutation> = {},
    ): Promise<StudioMutationOutcome<TMutation>> => {
      const { files, optimisticUpdater, updater, onDone, onInvalid, onFailed } = options;
      setBusy(true);
      try {
        const response = await commitMutationWithFiles<TMutation>(environment, mutation, variables, files, {
          optimisticUpdater,
          updater,
          onProgress: setProgress,
        });
        const success = 'success' in options ? options.success : textsRef.current.success;
        const successText = typeof success === 'function' ? success(response) : success;
        if (successText) showToast(successText, 'success');
        unsavedChanges?.markSaved();
        if (unsavedChanges) await unsavedChanges.permit.during(() => onDone?.(response));
        else await onDone?.(response);
        return { ok: true, response };
      } catch (error) {
        const { problems, toast } = describeFailure(error, options.failure ?? textsRef.current.failure);
        if (Object.keys(problems).length) onInvalid?.(problems);
        if (toast) showToast(toast, 'error');
        onFailed?.(error);
        return { ok: false, problems, error };
      } finally {
        setBusy(false);
        setProgress(null);
      }
    },
    [environment, mutation, showToast, unsavedChanges],
  );

  return { run, busy, progress };
}
