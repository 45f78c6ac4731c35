import { useLocation } from 'react-router';
import { loginPathReturningTo } from './signInTarget';

/** /login with the current page to come back to once signed in. */
export function useLoginPathReturningHere(): string {
  const { pathname, search, hash } = useLocation();
  return loginPathReturningTo(pathname + search + hash);
}
