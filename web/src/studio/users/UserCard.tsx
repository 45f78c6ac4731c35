import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { UserCard_user$key } from '../../__generated__/UserCard_user.graphql';
import { formatDateTime } from '../kit/dateTime';
import { formatDate } from '../kit/format';
import { OwnedBrands } from './OwnedBrands';
import { UserRoleField } from './UserRoleField';
import { StudioCard } from '../kit/surfaces';
import { FactGrid } from '../kit/FactGrid';

const userCardFragment = graphql`
  fragment UserCard_user on User {
    id
    email
    firstName
    lastName
    role
    createdAt
    lastSignInAt
    ownedBrands {
      id
      name
    }
  }
`;

const Top = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkSoft};
    overflow-wrap: anywhere;
  }
`;

export const NEVER_SIGNED_IN = 'Never';

/** The name the card is headed with: first and last name, or the e-mail address without them. */
function displayName(user: { firstName: string | null | undefined; lastName: string | null | undefined }) {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

interface UserCardProps {
  user: UserCard_user$key;
  canChangeRole: boolean;
}

/** One account: who, their role (changed here by super admins), the brands they manage and when they came. */
export function UserCard({ user: userKey, canChangeRole }: UserCardProps) {
  const user = useFragment(userCardFragment, userKey);
  const headingId = useId();
  const name = displayName(user);

  return (
    <StudioCard aria-labelledby={headingId}>
      <Top>
        <h3 id={headingId}>{name || user.email}</h3>
        {name ? <p>{user.email}</p> : null}
      </Top>
      <UserRoleField userId={user.id} email={user.email} role={user.role} editable={canChangeRole} />
      <FactGrid>
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Last signed in</dt>
          <dd>
            {user.lastSignInAt ? (
              <time dateTime={user.lastSignInAt}>{formatDateTime(user.lastSignInAt)}</time>
            ) : (
              NEVER_SIGNED_IN
            )}
          </dd>
        </div>
      </FactGrid>
      <OwnedBrands userId={user.id} email={user.email} brands={user.ownedBrands} />
    </StudioCard>
  );
}
