export type LegalDocumentKind = 'terms_of_service' | 'privacy_policy';

export const LEGAL_TEXTS: Record<LegalDocumentKind, { title: string; path: string; loading: string; empty: string }> = {
  terms_of_service: {
    title: 'Terms of Service',
    path: '/terms-of-service',
    loading: 'Loading Terms of Service...',
    empty: 'No Terms of Service found.',
  },
  privacy_policy: {
    title: 'Privacy Policy',
    path: '/privacy-policy',
    loading: 'Loading Privacy Policy...',
    empty: 'No Privacy Policy found.',
  },
};

export const LEGAL_FAILED = 'Failed to load document';
export const SUPPORT_EMAIL = 'support@adire.example';
