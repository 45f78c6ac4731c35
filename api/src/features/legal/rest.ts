import type { Request, Response, Router } from 'express';
import type { RestDeps } from '../../rest/deps.js';
import { runGraphQL, type GraphQLAnswer } from '../../rest/run-graphql.js';
import { answerBadRequest, answerError, answerRefusal } from '../../rest/answer.js';
import { objectOf, textOf } from '../../rest/body.js';
import { LEGAL_MESSAGES } from './messages.js';

const DOCUMENT = 'id documentType title version effectiveDate content isActive';

const LEGAL_DOCUMENTS = /* GraphQL */ `
  query RestLegalDocuments($type: LegalDocumentType, $activeOnly: Boolean) {
    legalDocuments(type: $type, activeOnly: $activeOnly) { ${DOCUMENT} }
  }
`;
const CREATE = /* GraphQL */ `
  mutation RestCreateLegalDocument($input: CreateLegalDocumentInput!) {
    createLegalDocument(input: $input) { document { ${DOCUMENT} } }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation RestUpdateLegalDocument($input: UpdateLegalDocumentInput!) {
    updateLegalDocument(input: $input) { document { ${DOCUMENT} } }
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

const documentJson = (d: LegalDocumentNode) => ({
  id: d.id,
  type: d.documentType,
  document_type: d.documentType,
  title: d.title,
  version: d.version,
  effective_date: d.effectiveDate,
  content: d.content,
  is_active: d.isActive,
});

/** The JSON body as the mutations' input: the spec's snake_case names, only the fields sent. */
function documentInput(body: Record<string, unknown>): {
  input: Record<string, unknown>;
  errors: Record<string, string>;
} {
  const input: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  const type = textOf(body.document_type ?? body.type);
  if (type !== null && type.trim()) {
    if (TYPES.has(type.trim())) input.documentType = type.trim();
    else errors.document_type = LEGAL_MESSAGES.documentType;
  }
  for (const [field, name] of [
    ['title', 'title'],
    ['content', 'content'],
    ['effective_date', 'effectiveDate'],
    ['version', 'version'],
  ] as const)
    if (body[field] !== undefined) input[name] = textOf(body[field]) ?? '';
  if (typeof body.is_active === 'boolean') input.isActive = body.is_active;
  return { input, errors };
}

/**
 * GET /api/legal-documents[?type=privacy_policy|terms_of_service][&active=false] -> {documents, notice?}
 * (active versions; every version with active=false, for super admins), or {error, documents: []}.
 * POST (create) and PUT (update, id in the body) with document_type, title, content, effective_date
 * [, version, is_active] -> {message, document}, or {error, fieldErrors?}.
 */
export function legalDocumentRoutes(router: Router, { server, context }: RestDeps) {
  router.get('/legal-documents', async (req, res) => {
    const type = typeof req.query.type === 'string' && req.query.type ? req.query.type : null;
    if (type && !TYPES.has(type)) {
      res.status(400).json({ error: 'type must be privacy_policy or terms_of_service', documents: [] });
      return;
    }
    const everyVersion = req.query.active === 'false';
    const answer = await runGraphQL<{ legalDocuments: LegalDocumentNode[] | null }>(
      server,
      context,
      req,
      LEGAL_DOCUMENTS,
      { type, activeOnly: !everyVersion },
    );
    if (answer.errors.length || !answer.data?.legalDocuments) {
      answerError(res, answer.errors, {
        fallback: everyVersion ? LEGAL_MESSAGES.fetchFailed : LEGAL_MESSAGES.loadFailed,
        message: everyVersion ? 'known' : 'never',
        extra: { documents: [] },
      });
      return;
    }
    const documents = answer.data.legalDocuments.map(documentJson);
    // Documents change rarely but must never be stale: revalidate instead of the API's no-store.
    if (!everyVersion) res.set('Cache-Control', 'no-cache');
    res.json({ documents, ...(everyVersion && !documents.length ? { notice: LEGAL_MESSAGES.noDocumentsNotice } : {}) });
  });

  const save = async (req: Request, res: Response, mode: 'create' | 'update') => {
    const body = objectOf(req.body);
    const { input, errors } = documentInput(body);
    if (mode === 'update') {
      const id = textOf(body.id)?.trim();
      if (!id) errors.id = LEGAL_MESSAGES.idRequired;
      else input.id = id;
    }
    if (Object.keys(errors).length) return answerBadRequest(res, errors);
    const answer: GraphQLAnswer<Record<string, { document: LegalDocumentNode } | null>> = await runGraphQL(
      server,
      context,
      req,
      mode === 'create' ? CREATE : UPDATE,
      { input },
    );
    const payload = answer.data?.[mode === 'create' ? 'createLegalDocument' : 'updateLegalDocument'];
    if (answer.errors.length || !payload) return answerRefusal(res, answer.errors, LEGAL_MESSAGES.saveFailed);
    res.status(mode === 'create' ? 201 : 200).json({
      message: mode === 'create' ? LEGAL_MESSAGES.created : LEGAL_MESSAGES.updated,
      document: documentJson(payload.document),
    });
  };

  router.post('/legal-documents', (req, res) => save(req, res, 'create'));
  router.put('/legal-documents', (req, res) => save(req, res, 'update'));
}
