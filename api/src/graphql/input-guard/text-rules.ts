/**
 * The checks every text argument passes before any resolver sees it: a length ceiling and no control
 * characters. PostgreSQL refuses NUL in text, and no field of the product has a use for the others;
 * multi-line fields keep tab, line feed and carriage return.
 */

export interface TextLimit {
  /** Most characters (Unicode code points) the field accepts. */
  max: number;
  /** Whether tab, line feed and carriage return are allowed. */
  multiLine: boolean;
}

// C0 controls, DEL and C1 controls; lone surrogates cannot be stored as UTF-8.
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;

/** "contactEmail" -> "Contact email", the way field messages name a field. */
export function labelOf(fieldName: string): string {
  const words = fieldName
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Value';
}

export const textMessages = {
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters long`,
  controlCharacters: (label: string) => `${label} contains characters that are not allowed`,
  tooManyItems: (label: string, max: number) => `${label} must have at most ${max} items`,
} as const;

/** Counts code points up to `stopAfter`, so a huge string costs no more than the limit to judge. */
function longerThan(value: string, max: number): boolean {
  if (value.length <= max) return false; // Code points never outnumber UTF-16 units.
  let count = 0;
  for (const _ of value) if (++count > max) return true;
  return false;
}

/** The field message for a text value that breaks its limit, or null when it is fine. */
export function textProblem(value: string, fieldName: string, limit: TextLimit): string | null {
  if (longerThan(value, limit.max)) return textMessages.tooLong(labelOf(fieldName), limit.max);
  const control = limit.multiLine ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE;
  if (control.test(value)) return textMessages.controlCharacters(labelOf(fieldName));
  return null;
}
