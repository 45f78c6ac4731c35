import { HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { API_SCOPE } from './api-resource.js';

export const INSUFFICIENT_SCOPE_MESSAGE = `This access token does not grant access to the API. Request a token with the "${API_SCOPE}" scope.`;

/** RFC 6750 §3: the challenge that tells a client which scope its token lacks. */
export const INSUFFICIENT_SCOPE_CHALLENGE = `Bearer error="insufficient_scope", scope="${API_SCOPE}"`;

/**
 * A valid access token that was not granted the API scope (e.g. one issued for the userinfo
 * endpoint only). A 401 whose WWW-Authenticate challenge travels in `extensions.http.headers`,
 * where Apollo applies it to /graphql answers and the REST shim reads it (see `challengeOf`).
 */
export class InsufficientScopeError extends GraphQLError {
  constructor() {
    const headers = new HeaderMap([['www-authenticate', INSUFFICIENT_SCOPE_CHALLENGE]]);
    // Apollo reads `http.headers` as a Map; graphql-yoga's global typing of extensions says a record.
    const http = { status: 401, headers } as unknown as { status: number };
    super(INSUFFICIENT_SCOPE_MESSAGE, { extensions: { code: 'UNAUTHENTICATED', http } });
  }
}

/** The WWW-Authenticate challenge an error carries for its answer, if it names one. */
export function challengeOf(error: unknown): string | undefined {
  if (!(error instanceof GraphQLError)) return undefined;
  const headers = (error.extensions.http as { headers?: unknown } | undefined)?.headers;
  return headers instanceof Map ? (headers.get('www-authenticate') as string | undefined) : undefined;
}
