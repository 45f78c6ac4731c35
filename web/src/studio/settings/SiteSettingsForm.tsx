import { SETTINGS_MESSAGES } from '@features/settings/messages';
import { SITE_SETTING_LIMITS, type SiteSettingField } from '@features/settings/rules';
import { useRef, useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import styled from 'styled-components';
import type { SiteSettingsFormMutation } from '../../__generated__/SiteSettingsFormMutation.graphql';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { FieldRow, FormActions, FormSection, StudioForm } from '../kit/formSections';
import { useReportUnsavedChanges, withUnsavedChangesGuard } from '../kit/form/UnsavedChangesGuard';
import { useFormProblems } from '../kit/useFormProblems';
import { changedSettings, defaultOf, siteSettingsProblems, type SiteSettingsFormState } from './siteSettingsForm';
import { SiteSettingsPreview } from './SiteSettingsPreview';

// The answer updates the one SiteSettings record, so the footer and About page show the change too.
const updateSettingsMutation = graphql`
  mutation SiteSettingsFormMutation($input: UpdatePlatformSettingsInput!) {
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

const TEXTS = { success: SETTINGS_MESSAGES.saved, failure: userFacing(SETTINGS_MESSAGES.saveFailed) };

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;

  ${({ theme }) => theme.media.xl} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const PreviewColumn = styled.div`
  min-width: 0;

  ${({ theme }) => theme.media.xl} {
    position: sticky;
    top: ${({ theme }) => theme.space[5]};
  }
`;

const BLANK_HINT = 'Leave blank to show the built-in text.';
const length = (value: string, field: SiteSettingField) =>
  `${[...value].length} of ${SITE_SETTING_LIMITS[field]} characters. A blank line starts a new paragraph. ${BLANK_HINT}`;

/** The platform settings form, with a preview of the About texts and the footer as typed. */
function UnguardedSiteSettingsForm({ initial }: { initial: SiteSettingsFormState }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState(initial);
  const { problems, showProblems, clearProblem } = useFormProblems(formRef);
  const { run, busy: saving } = useStudioMutation<SiteSettingsFormMutation>(updateSettingsMutation, TEXTS);
  const changes = changedSettings(saved, form);
  const dirty = Object.keys(changes).length > 0;
  useReportUnsavedChanges(dirty);

  const change = (field: SiteSettingField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    clearProblem(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving || !dirty) return;
    const found = siteSettingsProblems(form);
    if (Object.keys(found).length) {
      showProblems(found);
      return;
    }
    void run(
      { input: changes },
      {
        onDone: () => setSaved(form),
        onInvalid: (apiProblems) => showProblems(apiProblems, { toast: false }),
      },
    );
  };

  const field = (name: SiteSettingField) => ({
    name,
    value: form[name],
    placeholder: defaultOf(name),
    error: problems[name],
    disabled: saving,
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });

  return (
    <Layout>
      <StudioForm ref={formRef} noValidate onSubmit={submit} aria-label="Platform settings" aria-busy={saving}>
        <FormSection>
          <legend>About page</legend>
          <TextAreaField
            label="About Adire"
            rows={5}
            hint={length(form.aboutAdire, 'aboutAdire')}
            {...field('aboutAdire')}
          />
          <TextAreaField label="Our Story" rows={7} hint={length(form.ourStory, 'ourStory')} {...field('ourStory')} />
        </FormSection>
        <FormSection>
          <legend>Contact and social links</legend>
          <TextField
            label="Contact email"
            type="email"
            autoComplete="off"
            hint={`Shown in the footer and on the About page. ${BLANK_HINT}`}
            {...field('contactEmail')}
          />
          <FieldRow>
            <TextField
              label="Instagram link"
              type="url"
              hint="An address on instagram.com."
              {...field('instagramUrl')}
            />
            <TextField label="TikTok link" type="url" hint="An address on tiktok.com." {...field('tiktokUrl')} />
          </FieldRow>
        </FormSection>
        <FormActions>
          <Button type="submit" aria-disabled={saving || !dirty} aria-busy={saving}>
            {saving ? 'Saving…' : 'Save Settings'}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={saving || !dirty}
            onClick={() => {
              setForm(saved);
              clearProblem(...Object.keys(problems));
            }}
          >
            Discard Changes
          </Button>
        </FormActions>
      </StudioForm>
      <PreviewColumn>
        <SiteSettingsPreview form={form} />
      </PreviewColumn>
    </Layout>
  );
}

export const SiteSettingsForm = withUnsavedChangesGuard(UnguardedSiteSettingsForm);
