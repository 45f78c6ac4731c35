import { graphql } from 'react-relay';
import type { useSetUserRoleMutation as SetUserRoleMutation } from '../../__generated__/useSetUserRoleMutation.graphql';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
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
const TEXTS = { failure: userFacing('Failed to update the role') };

/**
 * Gives a user another role (super admins only). The new role shows at once and is rolled back
 * when the server refuses, e.g. 'The last super admin cannot be given another role.'
 */
export function useSetUserRoleMutation() {
  const { run, busy } = useStudioMutation<SetUserRoleMutation>(setUserRoleMutation, TEXTS);
  const setRole = (user: { id: string; email: string }, role: UserRoleValue) =>
    void run(
      { input: { userId: user.id, role } },
      {
        optimisticUpdater: (store) => {
          store.get(user.id)?.setValue(role, 'role');
        },
        success: (response) => roleUpdated(user.email, response.setUserRole.user.role),
      },
    );
  return { setRole, saving: busy };
}
