import type { UserResultsQuery } from '../../__generated__/UserResultsQuery.graphql';
import { PermissionDenied } from '../kit/PermissionDenied';
import { ListFilterBar } from '../kit/list/ListFilterBar';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useUrlFilters } from '../kit/useUrlFilters';
import { canOpenSection } from '../shell/studioNavigation';
import { sectionBySegment } from '../shell/studioSections';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { userFilters } from './userFilters';
import { UserList } from './UserList';
import { USERS_PATH } from './usersPaging';

export const USERS_TITLE = 'Users';
export const USERS_LOAD_FAILED = 'Failed to load users';

const usersSection = sectionBySegment('users');

/**
 * /studio/users: every account, searchable by e-mail address or name and filtered by role (kept in
 * the URL). Super admins change roles here; whoever manages users grants and revokes brands.
 */
export function UsersPage() {
  const viewer = useStudioViewer();
  const { filters, updateFilters, resetFilters } = useUrlFilters(userFilters);
  const mayManageUsers = !usersSection || canOpenSection(viewer, usersSection);
  if (!mayManageUsers) return <PermissionDenied title={USERS_TITLE} />;

  const canChangeRoles = viewer.role === 'super_admin';

  return (
    <StudioListRoute<UserResultsQuery>
      title={USERS_TITLE}
      signIn={{ message: 'Please log in to manage users.', returnTo: USERS_PATH }}
      header={
        <StudioPageHeader
          eyebrow="Community"
          title={USERS_TITLE}
          lead={
            canChangeRoles
              ? 'Find accounts, change their roles and choose the brands each brand admin manages.'
              : 'Find accounts and choose the brands each brand admin manages.'
          }
        />
      }
      filters={
        <ListFilterBar label="Filter users" definition={userFilters} values={filters} onChange={updateFilters} />
      }
      loadingLabel="Loading users"
      loadFailed={{ title: 'The users could not be loaded.', toast: USERS_LOAD_FAILED }}
    >
      {(queryRef) => (
        <UserList
          queryRef={queryRef}
          filtered={userFilters.narrows(filters)}
          onResetFilters={resetFilters}
          canChangeRoles={canChangeRoles}
        />
      )}
    </StudioListRoute>
  );
}
