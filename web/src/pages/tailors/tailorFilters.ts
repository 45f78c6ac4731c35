/** The tailors page's category filter: its options, and how ?specialty= selects one. */
export const TAILOR_CATEGORY_OPTIONS = ['Bridal', 'Custom Design', 'Made to Measure', 'Alterations'] as const;

/** A ?specialty= value applies only when it names one of the four options (any case). */
export function specialtyFromParam(value: string | null): string {
  const key = value?.trim().toLowerCase();
  return TAILOR_CATEGORY_OPTIONS.find((option) => option.toLowerCase() === key) ?? '';
}

export const TAILORS_PAGE_SIZE = 24;
