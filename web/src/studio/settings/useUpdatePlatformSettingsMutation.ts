import { SETTINGS_MESSAGES } from '@features/settings/messages';
import { graphql } from 'react-relay';
import type {
  UpdatePlatformSettingsInput,
  useUpdatePlatformSettingsMutation as UpdatePlatformSettingsMutation,
} from '../../__generated__/useUpdatePlatformSettingsMutation.graphql';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import type { FormProblems } from '../kit/useFormProblems';

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
  onInvalid: (problems: FormProblems) => void;
}

const TEXTS = { success: SETTINGS_MESSAGES.saved, failure: userFacing(SETTINGS_MESSAGES.saveFailed) };

/** Saves the changed platform settings; the toast says whether it worked. */
export function useUpdatePlatformSettingsMutation() {
  const { run, busy } = useStudioMutation<UpdatePlatformSettingsMutation>(updatePlatformSettingsMutation, TEXTS);
  const saveSettings = (input: UpdatePlatformSettingsInput, { onSaved, onInvalid }: SaveCallbacks) =>
    void run({ input }, { onDone: onSaved, onInvalid });
  return { saveSettings, saving: busy };
}
