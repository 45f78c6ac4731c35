/** The legal document screens' and routes' texts (spec: studio part two, sections 5 and 8). */
export const LEGAL_MESSAGES = {
  required: 'Please fill in all required fields',
  effectiveDate: 'Effective date must be a date, such as 2025-01-01',
  documentType: 'Document type must be terms_of_service or privacy_policy',
  typeFixed: 'The document type cannot be changed',
  version: 'Version must be numbers separated by dots, such as 3.0',
  versionTaken: (version: string, typeName: string) => `Version ${version} of the ${typeName} already exists`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  idRequired: 'The document id is required',
  notFound: 'Legal document not found',
  noAccess: 'You do not have permission to access this page.',
  inactiveRefused: 'Only super admins can see inactive legal documents.',
  fetchFailed: 'Failed to fetch documents',
  saveFailed: 'Failed to save document',
  loadFailed: 'Failed to load document',
  created: 'Document created successfully',
  updated: 'Document updated successfully',
  activated: (typeName: string, version: string) => `Version ${version} is now the active ${typeName}`,
  /** The studio's info toast when the answer carries a notice. */
  usingDefaults: 'Using default documents. Database setup required.',
  /** The REST answer's notice when no document is stored. */
  noDocumentsNotice:
    'No legal documents are stored yet: the public pages show their default text until a version is published.',
} as const;

export const LEGAL_TYPE_NAMES = {
  terms_of_service: 'Terms of Service',
  privacy_policy: 'Privacy Policy',
} as const;

export type LegalDocumentKind = keyof typeof LEGAL_TYPE_NAMES;
