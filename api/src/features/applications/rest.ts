import type { Request, Router } from 'express';
import type { RestDeps } from '../../rest/deps.js';
import { runGraphQL } from '../../rest/run-graphql.js';
import { answerBadRequest, answerError } from '../../rest/answer.js';
import { bodyInteger, bodyString, objectOf, optionalBodyString, queryText } from '../../rest/body.js';
import { APPLICATION_MESSAGES } from './messages.js';
import { APPLICATION_STATUS_MESSAGE, isApplicationStatus } from './rules.js';

const SUBMIT_APPLICATION = /* GraphQL */ `
  mutation RestDesignerApplication($input: SubmitDesignerApplicationInput!) {
    submitDesignerApplication(input: $input) {
      applicationId
    }
  }
`;

const APPLICATION_FAILED = 'There was an error submitting your application. Please try again or contact support.';

const REQUIRED = ['brandName', 'designerName', 'email', 'location', 'category', 'description'] as const;
const OPTIONAL = ['phone', 'website', 'instagram', 'contactEmail'] as const;

/** POST /api/designer-application {application fields, contactEmail optional} -> 201 {applicationId}; 400 {error, fieldErrors}. */
export function designerApplicationRoutes(router: Router, { server, context }: RestDeps) {
  router.post('/designer-application', async (req, res) => {
    const input = {
      ...Object.fromEntries(REQUIRED.map((f) => [f, bodyString(req, f)])),
      ...Object.fromEntries(OPTIONAL.map((f) => [f, optionalBodyString(req, f)])),
      yearFounded: bodyInteger(req, 'yearFounded'),
    };
    const answer = await runGraphQL<{ submitDesignerApplication: { applicationId: string } | null }>(
      server,
      context,
      req,
      SUBMIT_APPLICATION,
      { input },
    );
    const submitted = answer.data?.submitDesignerApplication;
    if (answer.errors.length || !submitted) {
      answerError(res, answer.errors, {
        fallback: APPLICATION_FAILED,
        message: 'bad-input',
        fieldErrors: 'as-is-on-bad-input',
      });
      return;
    }
    res.status(201).json({ applicationId: submitted.applicationId });
  });
}

const APPLICATION_FIELDS = /* GraphQL */ `
  fragment RestApplication on DesignerApplication {
    id: databaseId
    brandName
    designerName
    email
    location
    category
    description
    phone
    website
    instagram
    yearFounded
    contactEmail
    status
    notes
    createdAt
    updatedAt
    reviewedAt
    brand {
      id
    }
  }
`;

const LIST_APPLICATIONS = /* GraphQL */ `
  query RestStudioApplications($first: Int!, $after: String, $filter: ApplicationFilter) {
    designerApplications(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...RestApplication
        }
      }
    }
  }
  ${APPLICATION_FIELDS}
`;

const UPDATE_APPLICATION = /* GraphQL */ `
  mutation RestUpdateApplication($input: UpdateDesignerApplicationInput!) {
    updateDesignerApplication(input: $input) {
      applicantMailed
      application {
        ...RestApplication
      }
    }
  }
  ${APPLICATION_FIELDS}
`;

const DELETE_APPLICATION = /* GraphQL */ `
  mutation RestDeleteApplication($id: ID!) {
    deleteDesignerApplication(id: $id) {
      deletedApplicationId
    }
  }
`;

interface ApplicationNode {
  id: string;
  brandName: string;
  designerName: string;
  yearFounded: number | null;
  contactEmail: string | null;
  createdAt: string;
  updatedAt: string;
  reviewedAt: string | null;
  brand: { id: string } | null;
  [field: string]: unknown;
}

/** An application as the spec's entity names its fields. */
function restApplication(node: ApplicationNode) {
  const { brandName, designerName, yearFounded, contactEmail, createdAt, updatedAt, reviewedAt, brand, ...rest } = node;
  return {
    ...rest,
    brand_name: brandName,
    designer_name: designerName,
    year_founded: yearFounded,
    contact_email: contactEmail,
    created_at: createdAt,
    updated_at: updatedAt,
    reviewed_at: reviewedAt,
    brand_id: brand?.id ?? null,
  };
}

const PAGE_SIZE = 100;

/**
 * GET /api/studio/applications[?status=&search=&limit=&after=] -> {applications, total, next_cursor};
 * PUT /api/studio/applications/{id} {status?, notes?, notify_applicant?} -> {application, applicant_mailed};
 * DELETE /api/studio/applications/{id} -> {success, message}. Super admins only (401/403 {error}).
 */
export function studioApplicationRoutes(router: Router, { server, context }: RestDeps) {
  const run = <T>(req: Request, query: string, variables: Record<string, unknown>) =>
    runGraphQL<T>(server, context, req, query, variables);

  router.get('/studio/applications', async (req, res) => {
    const status = queryText(req, 'status');
    const limitText = queryText(req, 'limit');
    const limit = limitText ? Number(limitText) : PAGE_SIZE;
    if (status && status !== 'all' && !isApplicationStatus(status))
      return answerBadRequest(res, { status: APPLICATION_STATUS_MESSAGE });
    if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_SIZE)
      return answerBadRequest(res, { limit: `limit must be a whole number from 1 to ${PAGE_SIZE}` });
    const answer = await run<{
      designerApplications: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        edges: { node: ApplicationNode }[];
      };
    }>(req, LIST_APPLICATIONS, {
      first: limit,
      after: queryText(req, 'after') || null,
      filter: { search: queryText(req, 'search') || null, status: status && status !== 'all' ? status : null },
    });
    const list = answer.data?.designerApplications;
    if (answer.errors.length || !list)
      return answerError(res, answer.errors, { fallback: APPLICATION_MESSAGES.loadFailed });
    res.json({
      applications: list.edges.map((e) => restApplication(e.node)),
      total: list.totalCount,
      next_cursor: list.pageInfo.hasNextPage ? list.pageInfo.endCursor : null,
    });
  });

  router.put('/studio/applications/:id', async (req, res) => {
    const body = objectOf(req.body);
    const status = body.status;
    if (status !== undefined && !isApplicationStatus(status))
      return answerBadRequest(res, { status: APPLICATION_STATUS_MESSAGE });
    if (body.notes !== undefined && body.notes !== null && typeof body.notes !== 'string')
      return answerBadRequest(res, { notes: 'Notes must be text' });
    const answer = await run<{
      updateDesignerApplication: { applicantMailed: boolean; application: ApplicationNode } | null;
    }>(req, UPDATE_APPLICATION, {
      input: {
        id: req.params.id,
        ...(status !== undefined ? { status } : {}),
        ...(body.notes !== undefined ? { notes: body.notes } : {}),
        notifyApplicant: body.notify_applicant === true,
      },
    });
    const updated = answer.data?.updateDesignerApplication;
    if (answer.errors.length || !updated)
      return answerError(res, answer.errors, { fallback: 'Failed to update application', fieldErrors: 'as-is' });
    res.json({ application: restApplication(updated.application), applicant_mailed: updated.applicantMailed });
  });

  router.delete('/studio/applications/:id', async (req, res) => {
    const answer = await run<{ deleteDesignerApplication: { deletedApplicationId: string } | null }>(
      req,
      DELETE_APPLICATION,
      { id: req.params.id },
    );
    if (answer.errors.length || !answer.data?.deleteDesignerApplication)
      return answerError(res, answer.errors, { fallback: 'Failed to delete application' });
    res.json({ success: true, message: APPLICATION_MESSAGES.deleted });
  });
}
