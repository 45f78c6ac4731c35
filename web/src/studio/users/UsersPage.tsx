import { StudioListRoute } from '../kit/list/StudioListRoute';
import { useListFilters } from '../kit/list/useListFilters';
import { PermissionDenied } from '../kit/PermissionDenied';
import { can, hasRole } from '../kit/section';
import { usersSection } from './section';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { userFilters } from './userFilters';
import { UserList } from './UserList';
import { usersPaths } from './paths';

const USERS_TITLE = 'Users';

/**
 * /studio/users: every account, searchable by e-mail address or name and filtered by role (kept in
 * the URL). Super admins change roles here; whoever manages users grants and revokes brands.
 */
export function UsersPage() {
  const viewer = useStudioViewer();
  const filters = useListFilters(userFilters);
  const mayManageUsers = can(viewer, usersSection);
  if (!mayManageUsers) return <PermissionDenied title={USERS_TITLE} />;
  const canChangeRoles = hasRole(viewer, 'super_admin');

  return (
    <StudioListRoute
      title={USERS_TITLE}
      noun="users"
      returnTo={usersPaths.list}
      eyebrow="Community"
      lead={
        canChangeRoles
          ? 'Find accounts, change their roles and choose the brands each brand admin manages.'
          : 'Find accounts and choose the brands each brand admin manages.'
      }
      filters={filters}
    >
      {(queryRef, list) => <UserList queryRef={queryRef} {...list} canChangeRoles={canChangeRoles} />}
    </StudioListRoute>
  );
}
