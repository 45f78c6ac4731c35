import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import styled from 'styled-components';
import type { ProfileForm_user$key } from '../../__generated__/ProfileForm_user.graphql';
import type { ProfileFormMutation } from '../../__generated__/ProfileFormMutation.graphql';
import { AccountForm } from './AccountForm';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import { SignOutIcon } from '../../components/icons';
import { useAuth } from '../../auth/useAuth';
import { userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../toast/useToast';
import { NameFields } from '../form/NameFields';

const profileFormFragment = graphql`
  fragment ProfileForm_user on User {
    email
    firstName
    lastName
  }
`;

const updateProfileMutation = graphql`
  mutation ProfileFormMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        firstName
        lastName
      }
    }
  }
`;

const UPDATE_FAILED = 'Failed to update profile';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/** First and last name can change; the e-mail address is shown but cannot. */
export function ProfileForm({ user: userKey }: { user: ProfileForm_user$key }) {
  const user = useFragment(profileFormFragment, userKey);
  const { signOut } = useAuth();
  const { showToast } = useToast();
  const [commit, saving] = useMutation<ProfileFormMutation>(updateProfileMutation);
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit({
      variables: { input: { firstName: firstName.trim(), lastName: lastName.trim() } },
      onCompleted: () => showToast('Profile updated successfully!', 'success'),
      onError: (error) => showToast(userFacingMessage(error, UPDATE_FAILED), 'error'),
    });
  };

  return (
    <AccountForm noValidate onSubmit={onSubmit}>
      <NameFields
        firstName={firstName}
        lastName={lastName}
        onFirstNameChange={setFirstName}
        onLastNameChange={setLastName}
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        value={user.email}
        readOnly
        hint="Your e-mail address cannot be changed."
      />
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Updating…' : 'Update'}
        </Button>
        <Button $variant="ghost" onClick={() => void signOut()}>
          <SignOutIcon />
          Sign Out
        </Button>
      </Actions>
    </AccountForm>
  );
}
