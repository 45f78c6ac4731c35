import { Link } from 'react-router';
import styled from 'styled-components';
import { accountKindLabel } from '../../auth/roles';
import { useAuth } from '../../auth/useAuth';
import { useLoginPathReturningHere } from '../../auth/useLoginPathReturningHere';
import { SignOutIcon, UserIcon } from '../../components/icons';
import { accountLinks, accountMenuLabel } from './accountLinks';
import { MenuLink, rowStyles, SignUpNote } from './mobileMenuParts';
import { SIGN_IN_LABEL } from './navigation';

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} 0;

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.indigo800};
  }
  strong {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 500;
  }
`;

const KindBadge = styled.span`
  margin-left: auto;
  padding: 0.15rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.indigo50};
  color: ${({ theme }) => theme.colors.indigo800};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const SignOutButton = styled.button`
  ${rowStyles}
  justify-content: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.terracottaDark};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-family: ${({ theme }) => theme.fonts.display};
`;

/**
 * The mobile menu's Account section: sign-in (coming back to this page) and sign-up for visitors,
 * the account links once signed in.
 */
export function MobileAccountSection({ onSignOut }: { onSignOut: () => void }) {
  const { loading, user, viewer, signOut } = useAuth();
  const signInPath = useLoginPathReturningHere();
  if (loading) return null;
  if (!user) {
    return (
      <>
        <MenuLink to={signInPath}>{SIGN_IN_LABEL}</MenuLink>
        <SignUpNote>
          Don't have an account? <Link to="/signup">Sign up</Link>
        </SignUpNote>
      </>
    );
  }
  return (
    <>
      <Identity>
        <UserIcon />
        <strong>{accountMenuLabel(viewer)}</strong>
        <KindBadge>{accountKindLabel(viewer?.role)}</KindBadge>
      </Identity>
      <ul>
        {accountLinks(viewer).map((link) => (
          <li key={link.href}>
            <MenuLink to={link.href}>{link.label}</MenuLink>
          </li>
        ))}
        <li>
          <SignOutButton
            type="button"
            onClick={() => {
              onSignOut();
              void signOut();
            }}
          >
            <SignOutIcon />
            Sign Out
          </SignOutButton>
        </li>
      </ul>
    </>
  );
}
