import { useRef, type InputHTMLAttributes, type Ref } from 'react';
import { FileInput } from './fileFieldParts';

interface FilePickInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'aria-invalid' | 'aria-describedby'
> {
  id: string;
  /** The field's id its hint and error ids are made from (`${fieldId}-hint`, `${fieldId}-error`); the input's id by default. */
  fieldId?: string;
  /** Marks the input invalid and describes it by the error besides the hint. */
  error?: string | null;
  /** The files just picked (never none). */
  onPick: (files: File[]) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A studio file input described by its hint (and error), that hands over the files picked and then
 * clears itself, so the same file can be picked again after it is removed.
 */
export function FilePickInput({ id, fieldId = id, error, onPick, ref, ...props }: FilePickInputProps) {
  const own = useRef<HTMLInputElement | null>(null);
  return (
    <FileInput
      {...props}
      ref={(node: HTMLInputElement | null) => {
        own.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      id={id}
      type="file"
      aria-invalid={error ? true : undefined}
      aria-describedby={[`${fieldId}-hint`, error ? `${fieldId}-error` : null].filter(Boolean).join(' ')}
      onChange={(event) => {
        const files = Array.from(event.target.files ?? []);
        if (own.current) own.current.value = '';
        if (files.length) onPick(files);
      }}
    />
  );
}
