import type { Router } from 'express';
import type { RestDeps } from '../../rest/router.js';
import { runGraphQL } from '../../rest/run-graphql.js';
import { answerError } from '../../rest/answer.js';

const LEGAL_DOCUMENTS = /* GraphQL */ `
  query RestLegalDocuments($type: LegalDocumentType) {
    legalDocuments(type: $type, activeOnly: false) {
      id
      documentType
      title
      version
      effectiveDate
      content
      isActive
    }
  }
`;

interface LegalDocumentNode {
  id: string;
  documentType: string;
  title: string;
  version: string;
  effectiveDate: string;
  content: string;
  isActive: boolean;
}

const TYPES = new Set(['terms_of_service', 'privacy_policy']);

/** GET /api/legal-documents[?type=privacy_policy|terms_of_service] -> {documents} (active first, sanitised HTML), or {error, documents: []}. */
export function legalDocumentRoutes(router: Router, { server, context }: RestDeps) {
  router.get('/legal-documents', async (req, res) => {
    const type = typeof req.query.type === 'string' && req.query.type ? req.query.type : null;
    if (type && !TYPES.has(type)) {
      res.status(400).json({ error: 'type must be privacy_policy or terms_of_service', documents: [] });
      return;
    }
    const answer = await runGraphQL<{ legalDocuments: LegalDocumentNode[] | null }>(
      server,
      context,
      req,
      LEGAL_DOCUMENTS,
      { type },
    );
    if (answer.errors.length || !answer.data?.legalDocuments) {
      answerError(res, answer.errors, {
        fallback: 'Failed to load document',
        message: 'never',
        extra: { documents: [] },
      });
      return;
    }
    // Documents change rarely but must never be stale: revalidate instead of the API's no-store.
    res.set('Cache-Control', 'no-cache').json({
      documents: answer.data.legalDocuments.map((d) => ({
        id: d.id,
        type: d.documentType,
        document_type: d.documentType,
        title: d.title,
        version: d.version,
        effective_date: d.effectiveDate,
        content: d.content,
        is_active: d.isActive,
      })),
    });
  });
}
