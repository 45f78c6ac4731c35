import { Spinner } from './Spinner';
import { VisuallyHidden } from './VisuallyHidden';

/** A spinner that screen readers announce politely, by its label. */
export function LoadingIndicator({ label, size }: { label: string; size?: number }) {
  return (
    <span role="status">
      <Spinner $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
