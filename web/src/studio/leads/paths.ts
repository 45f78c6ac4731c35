export const leadsPaths = {
  /** The leads screen; signing in again after the session ended comes back here. */
  list: '/studio/leads',
  /** The leads screen narrowed to one lead (its `lead` filter). */
  lead: (leadId: string) => `/studio/leads?lead=${encodeURIComponent(leadId)}`,
} as const;
