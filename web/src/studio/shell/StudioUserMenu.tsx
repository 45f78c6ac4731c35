import styled from 'styled-components';
import { useAuth } from '../../auth/useAuth';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { DropdownMenu, type DropdownMenuItem } from '../../components/DropdownMenu';
import { ChevronDownIcon, SignOutIcon, UserIcon } from '../../components/icons';
import { SettingsIcon } from '../../components/icons/studioIcons';
import { can } from '../kit/section';
import { settingsSection } from '../settings/section';
import { useStudioViewer } from './StudioViewerContext';
import { settingsPaths } from '../settings/paths';

const ROLE_NAMES: Record<string, string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  brand_admin: 'Brand Admin',
  user: 'Member',
};

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0.35rem 0.6rem 0.35rem 0.35rem;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};
  text-align: left;

  &:hover {
    border-color: ${({ theme }) => theme.colors.indigo300};
  }
  > svg {
    width: 1rem;
    height: 1rem;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Initials = styled.span`
  display: grid;
  place-items: center;
  width: 2.1rem;
  height: 2.1rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.indigo800};
  color: ${({ theme }) => theme.colors.ivory};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Who = styled.span`
  display: none;
  line-height: 1.25;

  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  small {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  ${({ theme }) => theme.media.sm} {
    display: block;
  }
`;

const initialsOf = (firstName: string | null | undefined, lastName: string | null | undefined, email: string) =>
  ([firstName?.[0], lastName?.[0]].filter(Boolean).join('') || email[0]).toUpperCase();

/** The studio's user menu: Profile, Settings (when permitted) and Sign out. */
export function StudioUserMenu() {
  const viewer = useStudioViewer();
  const { signOut } = useAuth();
  const name = [viewer.firstName, viewer.lastName].filter(Boolean).join(' ') || viewer.email;
  const items: DropdownMenuItem[] = [
    { label: 'Profile', href: '/studio/profile', icon: <UserIcon /> },
    ...(can(viewer, settingsSection) ? [{ label: 'Settings', href: settingsPaths.page, icon: <SettingsIcon /> }] : []),
    { label: 'Sign out', icon: <SignOutIcon />, onSelect: () => void signOut() },
  ];

  return (
    <DropdownMenu
      Trigger={Trigger}
      trigger={
        <>
          <VisuallyHidden>Account menu: </VisuallyHidden>
          <Initials aria-hidden="true">{initialsOf(viewer.firstName, viewer.lastName, viewer.email)}</Initials>
          <Who>
            <strong>{name}</strong>
            <small>{ROLE_NAMES[viewer.role] ?? 'Member'}</small>
          </Who>
          <ChevronDownIcon />
        </>
      }
      items={items}
    />
  );
}
