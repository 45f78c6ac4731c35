import { VisuallyHidden } from '../../components/VisuallyHidden';

/** A figure that may be an estimate: marked with an asterisk (explained by a '* Estimated' footnote). */
export function EstimatedFigure({ value, estimated }: { value: string; estimated: boolean }) {
  if (!estimated) return <>{value}</>;
  return (
    <>
      <span>{value}</span>
      <sup aria-hidden="true">*</sup>
      <VisuallyHidden> (estimated)</VisuallyHidden>
    </>
  );
}
