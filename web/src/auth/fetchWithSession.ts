import { currentSessionUser, renewSession } from './sessionRenewal';

async function rejectsSession(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  try {
    const body = (await response.clone().json()) as { errors?: { extensions?: { code?: unknown } }[] };
    return body.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;
  } catch {
    return false;
  }
}

/**
 * Sends a request with the signed-in user's access token. When the API refuses the token
 * (401 / UNAUTHENTICATED) the session is renewed once and the request repeated; if renewal fails
 * the user is signed out and the request is repeated without a token, as a visitor's.
 */
export async function fetchWithSession(send: (accessToken: string | null) => Promise<Response>): Promise<Response> {
  const user = await currentSessionUser();
  const response = await send(user?.access_token ?? null);
  if (!user || !(await rejectsSession(response))) return response;
  const renewed = await renewSession();
  return send(renewed?.access_token ?? null);
}
