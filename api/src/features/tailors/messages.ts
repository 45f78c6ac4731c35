/** The brand page's tailoring card (spec: studio part one, sections 3, 4 and 8). */
export const TAILORING_MESSAGES = {
  saveFailed: 'Failed to save tailoring profile',
  disableFailed: 'Failed to disable tailoring',
  tailoringTitleRequired: 'Tailoring title is required',
  tailoringFee: 'Consultation fee must be a number of 0 or more',
  tailoringSpecialties: 'Choose specialties from Bridal, Custom Design, Alterations and Evening Gowns',
  saved: 'Tailoring profile saved',
  disabled: 'Tailoring disabled: the brand has left the tailor directory',
} as const;
