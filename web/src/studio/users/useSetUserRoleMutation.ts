import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetUserRoleMutation as SetUserRoleMutation } from '../../__generated__/useSetUserRoleMutation.graphql';
import { userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import { labelOf } from '../kit/vocabulary';
import { ROLE_LABELS, type UserRoleValue } from './userRoles';

const setUserRoleMutation = graphql`
  mutation useSetUserRoleMutation($input: SetUserRoleInput!) {
    setUserRole(input: $input) {
      user {
        id
        role
      }
    }
  }
`;

export const roleUpdated = (email: string, role: string) =>
  `Role updated: ${email} is now ${labelOf(ROLE_LABELS, role)}`;
const ROLE_UPDATE_FAILED = 'Failed to update the role';

/**
 * Gives a user another role (super admins only). The new role shows at once and is rolled back
 * when the server refuses, e.g. 'The last super admin cannot be given another role.'
 */
export function useSetUserRoleMutation() {
  const { showToast } = useToast();
  const [commit, saving] = useMutation<SetUserRoleMutation>(setUserRoleMutation);
  const setRole = useCallback(
    (user: { id: string; email: string }, role: UserRoleValue) => {
      commit({
        variables: { input: { userId: user.id, role } },
        optimisticUpdater: (store) => {
          store.get(user.id)?.setValue(role, 'role');
        },
        onCompleted: (response) => showToast(roleUpdated(user.email, response.setUserRole.user.role), 'success'),
        onError: (error) => showToast(userFacingMessage(error, ROLE_UPDATE_FAILED), 'error'),
      });
    },
    [commit, showToast],
  );
  return { setRole, saving };
}
