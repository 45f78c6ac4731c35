import { Link } from 'react-router';
import styled from 'styled-components';
import { useAuth } from '../../auth/useAuth';
import { useLoginPathReturningHere } from '../../auth/useLoginPathReturningHere';
import { AccountMenu } from './AccountMenu';
import { SIGN_IN_LABEL } from './navigation';

const DesktopOnly = styled.div`
  display: none;

  ${({ theme }) => theme.media.lg} {
    display: block;
  }
`;

const SignInLink = styled(Link)`
  display: inline-flex;
  padding: 0.5rem 1.1rem;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  text-decoration: none;
  transition: background ${({ theme }) => theme.motion.base};

  &:hover {
    background: rgba(127, 127, 160, 0.14);
  }
`;

/**
 * 'Sign In' (coming back to this page) for visitors, the account menu once signed in; nothing while
 * the session is read.
 */
export function HeaderAccount() {
  const { loading, user } = useAuth();
  const signInPath = useLoginPathReturningHere();
  if (loading) return null;
  return <DesktopOnly>{user ? <AccountMenu /> : <SignInLink to={signInPath}>{SIGN_IN_LABEL}</SignInLink>}</DesktopOnly>;
}
