import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, Hint, Label } from '../../components/form/FieldParts';
import { useToast } from '../../components/toast/useToast';
import { FilePickInput } from '../kit/FilePickInput';

const Field = styled.div`
  display: grid;
  gap: 0.4rem;
  min-width: 0;
`;

interface FilePickerProps {
  label: string;
  /** The input's name (the form focuses it when it is missing). */
  name: string;
  accept: string;
  /** What the slot takes, e.g. 'PNG, JPEG or WebP, at most 5 MB.' */
  hint: string;
  error?: string | null;
  disabled?: boolean;
  /** Why a file cannot be taken (type, size), checked before anything is sent; null when it fits. */
  problemOf: (file: File) => string | null;
  /** A file that fits. */
  onPick: (file: File) => void;
  /** A file that does not fit: the reason is also shown in a toast. */
  onRefused?: (problem: string) => void;
  /** What was chosen (a preview, a progress bar...). */
  children?: ReactNode;
}

/**
 * A file input that checks the file in the browser (type and size) before it is used, says why a
 * file does not fit in a toast, and clears itself so the same file can be chosen again.
 */
export function FilePicker({
  label,
  name,
  accept,
  hint,
  error,
  disabled,
  problemOf,
  onPick,
  onRefused,
  children,
}: FilePickerProps) {
  const id = useId();
  const { showToast } = useToast();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <FilePickInput
        id={id}
        name={name}
        accept={accept}
        disabled={disabled}
        error={error}
        onPick={(files) => {
          const file = files[0]!;
          const problem = problemOf(file);
          if (problem) {
            showToast(problem, 'error');
            onRefused?.(problem);
            return;
          }
          onPick(file);
        }}
      />
      <Hint id={`${id}-hint`}>{hint}</Hint>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {children}
    </Field>
  );
}
