import { defineSection } from '../kit/section';

export const legalSection = defineSection({
  segment: 'legal',
  access: { superAdminOnly: true },
  routes: [
    { path: 'legal', page: async () => (await import('./LegalDocumentsPage')).LegalDocumentsPage },
    { path: 'legal/new', page: async () => (await import('./NewLegalDocumentPage')).NewLegalDocumentPage },
    { path: 'legal/:documentId', page: async () => (await import('./EditLegalDocumentPage')).EditLegalDocumentPage },
  ],
});
