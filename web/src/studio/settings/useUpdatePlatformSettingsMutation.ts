import { SETTINGS_MESSAGES } from '@features/settings/messages';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  UpdatePlatformSettingsInput,
  useUpdatePlatformSettingsMutation as UpdatePlatformSettingsMutation,
} from '../../__generated__/useUpdatePlatformSettingsMutation.graphql';
import { fieldErrorsOf, userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';

// The answer updates the one SiteSettings record, so the footer and About page show the change too.
const updatePlatformSettingsMutation = graphql`
  mutation useUpdatePlatformSettingsMutation($input: UpdatePlatformSettingsInput!) {
    updatePlatformSettings(input: $input) {
      settings {
        id
        aboutAdire
        ourStory
        contactEmail
        instagramUrl
        tiktokUrl
        updatedAt
      }
      changedFields
    }
  }
`;

interface SaveCallbacks {
  onSaved: () => void;
  /** The API's problems per field, to show beside the fields. */
  onInvalid: (problems: Record<string, string>) => void;
}

/** Saves the changed platform settings; the toast says whether it worked. */
export function useUpdatePlatformSettingsMutation() {
  const { showToast } = useToast();
  const [commit, saving] = useMutation<UpdatePlatformSettingsMutation>(updatePlatformSettingsMutation);
  const saveSettings = useCallback(
    (input: UpdatePlatformSettingsInput, { onSaved, onInvalid }: SaveCallbacks) => {
      commit({
        variables: { input },
        onCompleted: () => {
          showToast(SETTINGS_MESSAGES.saved, 'success');
          onSaved();
        },
        onError: (error) => {
          const problems = fieldErrorsOf(error);
          if (Object.keys(problems).length) onInvalid(problems);
          showToast(userFacingMessage(error, SETTINGS_MESSAGES.saveFailed), 'error');
        },
      });
    },
    [commit, showToast],
  );
  return { saveSettings, saving };
}
