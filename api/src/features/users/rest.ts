import type { Router } from 'express';
import { GraphQLError } from 'graphql';
import type { RestDeps } from '../../rest/deps.js';
import { runGraphQL } from '../../rest/run-graphql.js';

const VIEWER = /* GraphQL */ `
  query RestValidateSession {
    viewer {
      databaseId
      email
      role
      firstName
      lastName
      ownedBrands {
        databaseId
      }
    }
  }
`;

interface ViewerAnswer {
  viewer: {
    databaseId: string;
    email: string;
    role: string;
    firstName: string | null;
    lastName: string | null;
    ownedBrands: { databaseId: string }[];
  } | null;
}

/** GET /api/auth/validate -> {valid, user} for the Authorization: Bearer token sent (valid false without one). */
export function validateRoutes(router: Router, { server, context }: RestDeps) {
  router.get('/auth/validate', async (req, res) => {
    let answer;
    try {
      answer = await runGraphQL<ViewerAnswer>(server, context, req, VIEWER, {});
    } catch (err) {
      if (err instanceof GraphQLError && err.extensions.code === 'UNAUTHENTICATED') {
        res.json({ valid: false, user: null });
        return;
      }
      throw err;
    }
    const viewer = answer.data?.viewer;
    if (answer.errors.length || !viewer) {
      res.json({ valid: false, user: null });
      return;
    }
    res.json({
      valid: true,
      user: {
        id: viewer.databaseId,
        email: viewer.email,
        role: viewer.role,
        firstName: viewer.firstName,
        lastName: viewer.lastName,
        ownedBrands: viewer.ownedBrands.map((b) => b.databaseId),
      },
    });
  });
}
