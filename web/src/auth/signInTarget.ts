export const LOGIN_PATH = '/login';

/** Where a sign-in started without a target lands (spec: Login success redirects to /). */
export const PLAIN_SIGN_IN_TARGET = '/';

/**
 * Where the auth-success screen goes when the sign-in carried no target at all (spec: Auth success
 * redirects to /studio by default). Every sign-in this app starts carries one.
 */
export const DEFAULT_SIGN_IN_TARGET = '/studio';

/** Carried through the provider round trip in the OpenID `state`. */
export interface SignInState {
  redirectTo: string;
}

const THIS_SITE = 'https://adire.invalid';

/**
 * Steps of signing in (and the beta gate in front of it): coming back to one after signing in
 * would start over, loop, or replay a link that has been used.
 */
const NOT_RETURNED_TO = [
  '/login',
  '/signup',
  '/auth/callback',
  '/password-gate',
  '/confirm-email',
  '/forgot-password',
  '/reset-password',
];

/** Only paths on this site are followed, so a crafted link cannot send people elsewhere. */
export function safeTarget(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\'))
    return null;
  // Browsers drop tabs and line breaks from addresses, so '/\t/example.com' is another site.
  try {
    return new URL(candidate, THIS_SITE).origin === THIS_SITE ? candidate : null;
  } catch {
    return null;
  }
}

/** The path as the router matches it: decoded, any case, no trailing slash. */
function routedPath(target: string): string {
  const { pathname } = new URL(target, THIS_SITE);
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is matched as written.
  }
  return decoded.toLowerCase().replace(/\/+$/, '') || '/';
}

/** A page of this site worth coming back to after signing in, or null. */
export function signInReturnTarget(candidate: string | null | undefined): string | null {
  const target = safeTarget(candidate);
  if (!target) return null;
  const path = routedPath(target);
  return NOT_RETURNED_TO.some((page) => path === page || path.startsWith(`${page}/`)) ? null : target;
}

export function signInTargetFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  return signInReturnTarget((state as Partial<SignInState>).redirectTo);
}

/**
 * /login with the page to come back to, e.g. /login?redirect=/studio (slashes kept readable); plain
 * /login when that page is the home page or not one to come back to.
 */
export function loginPathReturningTo(path: string): string {
  const target = signInReturnTarget(path);
  if (!target || target === PLAIN_SIGN_IN_TARGET) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target).replace(/%2F/gi, '/')}`;
}
