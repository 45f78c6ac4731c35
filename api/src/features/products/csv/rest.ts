import type { Router } from 'express';
import type { RestDeps } from '../../../rest/deps.js';
import { runGraphQL } from '../../../rest/run-graphql.js';
import { answerBadRequest, answerError, answerFile } from '../../../rest/answer.js';
import { queryText } from '../../../rest/body.js';
import { GENERIC_ERROR_MESSAGE } from '../../../errors.js';
import { PRODUCT_MESSAGES } from '../messages.js';

const EXPORT = /* GraphQL */ `
  query RestProductsCsv($brandId: ID!) {
    productsCsv(brandId: $brandId) {
      fileName
      content
    }
  }
`;

/** GET /api/studio/products/export?brand_id= : the brand's products as a CSV download. */
export function productsCsvRoutes(router: Router, { server, context }: RestDeps) {
  router.get('/studio/products/export', async (req, res) => {
    const brandId = queryText(req, 'brand_id');
    if (!brandId) return answerBadRequest(res, { brand_id: PRODUCT_MESSAGES.brandRequired });
    const answer = await runGraphQL<{ productsCsv: { fileName: string; content: string } | null }>(
      server,
      context,
      req,
      EXPORT,
      { brandId },
    );
    const csv = answer.data?.productsCsv;
    if (answer.errors.length || !csv) return answerError(res, answer.errors, { fallback: GENERIC_ERROR_MESSAGE });
    answerFile(res, { contentType: 'text/csv; charset=utf-8', fileName: csv.fileName, body: csv.content });
  });
}
