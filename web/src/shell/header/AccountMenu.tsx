import styled from 'styled-components';
import { useAuth } from '../../auth/useAuth';
import { DropdownMenu } from '../../components/DropdownMenu';
import { ChevronDownIcon, SignOutIcon, UserIcon } from '../../components/icons';
import { accountLinks, accountMenuLabel } from './accountLinks';

const AccountTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  max-width: 14rem;
  padding: 0.45rem 0.8rem;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  letter-spacing: 0.06em;
  transition: background ${({ theme }) => theme.motion.base};

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    width: 1.05rem;
    height: 1.05rem;
    flex: none;
  }
  svg:last-child {
    transition: transform ${({ theme }) => theme.motion.base};
  }
  &[aria-expanded='true'] svg:last-child {
    transform: rotate(180deg);
  }
  &:hover {
    background: rgba(127, 127, 160, 0.14);
  }
`;

/** The signed-in user's menu in the header: Profile, Favourites, Studio (admins) and Sign Out. */
export function AccountMenu() {
  const { viewer, signOut } = useAuth();
  return (
    <DropdownMenu
      Trigger={AccountTrigger}
      trigger={
        <>
          <UserIcon />
          <span>{accountMenuLabel(viewer)}</span>
          <ChevronDownIcon />
        </>
      }
      items={[...accountLinks(viewer), { label: 'Sign Out', icon: <SignOutIcon />, onSelect: () => void signOut() }]}
    />
  );
}
