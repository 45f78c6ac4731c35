import { BRAND_MESSAGES } from '@features/brands/messages';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError';
import { fieldErrorsOf, userFacingMessage } from '../../relay/mutationErrors';
import { NETWORK_ERROR } from '../../relay/networkError';
import { isSessionRejected } from '../kit/permissionRefused';

const STATUS_FOR_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
};

/** The HTTP status a failure stands for: the GraphQL error's code, or the status the server answered with. */
export function failureStatus(error: unknown): number {
  if (error instanceof GraphQLRequestError) {
    const code = error.errors[0]?.extensions?.code;
    return (typeof code === 'string' && STATUS_FOR_CODE[code]) || 500;
  }
  const answered = error instanceof Error ? /answered (\d{3})/.exec(error.message) : null;
  return answered ? Number(answered[1]) : 500;
}

const isNetworkFailure = (error: unknown) => error instanceof Error && error.message === NETWORK_ERROR;

export type CreateFailure =
  | { kind: 'sessionExpired'; message: string }
  | { kind: 'invalid'; problems: Record<string, string> }
  | { kind: 'other'; message: string };

/**
 * What a refused createBrand means for the form (spec sections 6 and 8): an ended session (the page
 * reloads), the fields' problems, or one message: no permission, the network, or 'Failed to create brand'.
 */
export function createFailure(error: unknown): CreateFailure {
  if (isNetworkFailure(error)) return { kind: 'other', message: BRAND_MESSAGES.network };
  if (isSessionRejected(error)) return { kind: 'sessionExpired', message: BRAND_MESSAGES.sessionExpired };
  const problems = fieldErrorsOf(error);
  if (Object.keys(problems).length) return { kind: 'invalid', problems };
  if (failureStatus(error) === 403) return { kind: 'other', message: BRAND_MESSAGES.createForbidden };
  return { kind: 'other', message: userFacingMessage(error, BRAND_MESSAGES.createFailed) };
}

/** The toast for a refused updateBrand: the server's words when meant for people, else 'Failed to update brand (status)'. */
export function updateFailureMessage(error: unknown): string {
  if (isNetworkFailure(error)) return BRAND_MESSAGES.network;
  if (isSessionRejected(error)) return BRAND_MESSAGES.mustBeLoggedIn;
  return userFacingMessage(error, BRAND_MESSAGES.updateFailed(failureStatus(error)));
}

/** The toast for any other refused change (delete, images, video, tailoring): the server's words, or `fallback`. */
export function changeFailureMessage(error: unknown, fallback: string): string {
  if (isNetworkFailure(error)) return BRAND_MESSAGES.network;
  return userFacingMessage(error, fallback);
}
