import type { Router } from 'express';
import type { RestDeps } from '../../rest/router.js';
import { runGraphQL } from '../../rest/run-graphql.js';
import { answerError } from '../../rest/answer.js';
import { bodyInteger, bodyString, optionalBodyString } from '../../rest/body.js';

const SUBMIT_APPLICATION = /* GraphQL */ `
  mutation RestDesignerApplication($input: SubmitDesignerApplicationInput!) {
    submitDesignerApplication(input: $input) {
      applicationId
    }
  }
`;

const APPLICATION_FAILED = 'There was an error submitting your application. Please try again or contact support.';

const REQUIRED = ['brandName', 'designerName', 'email', 'location', 'category', 'description'] as const;
const OPTIONAL = ['phone', 'website', 'instagram'] as const;

/** POST /api/designer-application {application fields} -> 201 {applicationId}; 400 {error, fieldErrors}. */
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
