// The provider's sign-in steps as JSON (docs/API.md, "The web app", steps 3 and 4). They only work
// in the browser that started sign-in: the interaction cookie is scoped to its path.

export interface InteractionDetails {
  uid: string;
  params: { scope: string | null; loginHint: string | null };
}

export interface SignInFailure {
  error: string;
  message: string;
  retryAfterMinutes?: number;
}

export type InteractionAnswer<T> = { ok: true; value: T } | { ok: false; status: number; failure: SignInFailure };

const interactionPath = (uid: string) => `/oidc/interaction/${encodeURIComponent(uid)}`;

async function answerOf<T>(response: Response): Promise<InteractionAnswer<T>> {
  const body = (await response.json().catch(() => ({}))) as Partial<SignInFailure> & T;
  if (response.ok) return { ok: true, value: body };
  return {
    ok: false,
    status: response.status,
    failure: {
      error: body.error ?? 'server_error',
      message: body.message ?? '',
      retryAfterMinutes: body.retryAfterMinutes,
    },
  };
}

export async function fetchInteraction(uid: string): Promise<InteractionAnswer<InteractionDetails>> {
  const response = await fetch(interactionPath(uid), {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  return answerOf<InteractionDetails>(response);
}

export interface Credentials {
  email: string;
  password: string;
  remember: boolean;
}

export async function submitCredentials(
  uid: string,
  credentials: Credentials,
): Promise<InteractionAnswer<{ redirectTo: string }>> {
  const response = await fetch(`${interactionPath(uid)}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(credentials),
  });
  return answerOf<{ redirectTo: string }>(response);
}

export interface SignInCodeEntry {
  code: string;
  remember: boolean;
}

/** The second step, when the login answered `code_required`: the code mailed to the account. */
export async function submitSignInCode(
  uid: string,
  entry: SignInCodeEntry,
): Promise<InteractionAnswer<{ redirectTo: string }>> {
  const response = await fetch(`${interactionPath(uid)}/code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(entry),
  });
  return answerOf<{ redirectTo: string }>(response);
}
