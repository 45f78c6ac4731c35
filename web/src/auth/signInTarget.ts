/** Where the app goes after signing in when nothing else was asked for (spec: Auth success). */
export const DEFAULT_SIGN_IN_TARGET = '/studio';

/** Carried through the provider round trip in the OpenID `state`. */
export interface SignInState {
  redirectTo: string;
}

/** Only paths on this site are followed, so a crafted link cannot send people elsewhere. */
export function safeTarget(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  return candidate;
}

export function signInTargetFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  return safeTarget((state as Partial<SignInState>).redirectTo);
}

/** /login with the page to come back to, e.g. /login?redirect=/studio (slashes kept readable). */
export function loginPathReturningTo(path: string): string {
  return `/login?redirect=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;
}
