import { useEffect, useId, useRef } from 'react';
import { graphql } from 'react-relay';
import styled from 'styled-components';
import type { UserRoleFieldMutation } from '../../__generated__/UserRoleFieldMutation.graphql';
import { Badge } from '../../components/Badge';
import { FieldLabel, selectStyles } from '../../components/filters/fieldStyles';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { labelOf } from '../kit/vocabulary';
import { ROLE_LABELS, USER_ROLES } from './userRoles';

const setUserRoleMutation = graphql`
  mutation UserRoleFieldMutation($input: SetUserRoleInput!) {
    setUserRole(input: $input) {
      user {
        id
        role
      }
    }
  }
`;

const TEXTS = { failure: userFacing('Failed to update the role') };

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  max-width: 16rem;
`;

const Select = styled.select`
  ${selectStyles}
  height: 2.5rem;

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

const Term = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const ReadOnly = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

interface UserRoleFieldProps {
  userId: string;
  email: string;
  role: string;
  /** A select for super admins; the role as text for everyone else. */
  editable: boolean;
}

/** A user's role: changed on the spot by a super admin, disabled while the change is saved. */
export function UserRoleField({ userId, email, role, editable }: UserRoleFieldProps) {
  const id = useId();
  const { run, busy: saving } = useStudioMutation<UserRoleFieldMutation>(setUserRoleMutation, TEXTS);
  const selectRef = useRef<HTMLSelectElement>(null);
  // Disabling a focused select drops keyboard focus; it is given back once the save is over.
  const refocus = useRef(false);
  useEffect(() => {
    if (saving || !refocus.current) return;
    refocus.current = false;
    selectRef.current?.focus();
  }, [saving]);

  if (!editable) {
    return (
      <ReadOnly>
        <Term>Role</Term>
        <Badge>{labelOf(ROLE_LABELS, role)}</Badge>
      </ReadOnly>
    );
  }

  const known = (USER_ROLES as readonly string[]).includes(role);
  return (
    <Field>
      <FieldLabel htmlFor={id}>
        Role<VisuallyHidden> for {email}</VisuallyHidden>
      </FieldLabel>
      <Select
        ref={selectRef}
        id={id}
        value={role}
        disabled={saving}
        aria-busy={saving}
        onChange={(event) => {
          const next = USER_ROLES.find((value) => value === event.target.value);
          if (!next || next === role) return;
          refocus.current = document.activeElement === selectRef.current;
          // Shown at once, rolled back when the server refuses (the last super admin keeps the role).
          void run(
            { input: { userId, role: next } },
            {
              optimisticUpdater: (store) => void store.get(userId)?.setValue(next, 'role'),
              success: ({ setUserRole }) =>
                `Role updated: ${email} is now ${labelOf(ROLE_LABELS, setUserRole.user.role)}`,
            },
          );
        }}
      >
        {known ? null : <option value={role}>{role}</option>}
        {USER_ROLES.map((value) => (
          <option key={value} value={value}>
            {ROLE_LABELS[value]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
