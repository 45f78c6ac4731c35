import type { LegalDocumentKind } from '@features/legal/messages';

export const legalPaths = {
  list: '/studio/legal',
  new: (type?: LegalDocumentKind | null) => (type ? `/studio/legal/new?type=${type}` : '/studio/legal/new'),
  edit: (id: string) => `/studio/legal/${encodeURIComponent(id)}`,
  /** Where each type is read by the public (spec: View Public opens it in a new tab). */
  public: {
    terms_of_service: '/terms-of-service',
    privacy_policy: '/privacy-policy',
  } satisfies Record<LegalDocumentKind, string>,
} as const;
