import { SETTINGS_MESSAGES } from '@features/settings/messages';
import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import type { SettingsPageQuery } from '../../__generated__/SettingsPageQuery.graphql';
import { AuthRequired } from '../kit/AuthRequired';
import { formatDateTime } from '../kit/dateTime';
import { PermissionDenied, PermissionRefusedBoundary } from '../kit/PermissionDenied';
import { PageQuerySection } from '../kit/PageQuerySection';
import { StudioListPage } from '../kit/StudioListPage';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { canManageSettings, canManageSiteContent, SETTINGS_TITLE } from './settingsAccess';
import { SettingsLinks } from './SettingsLinks';
import { SiteSettingsForm } from './SiteSettingsForm';
import { siteSettingsFormFrom } from './siteSettingsForm';
import { settingsPaths } from './paths';

const settingsPageQuery = graphql`
  query SettingsPageQuery {
    studioSiteSettings {
      id
      aboutAdire
      ourStory
      contactEmail
      instagramUrl
      tiktokUrl
      updatedAt
    }
  }
`;

const LastChanged = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/**
 * /studio/settings (studio.settings.manage): the platform settings the public site reads, the About
 * texts, the contact address and the social links, with a live preview; and, for super admins,
 * links to the rest of the site-wide content.
 */
export function SettingsPage() {
  const viewer = useStudioViewer();
  if (!canManageSettings(viewer)) return <PermissionDenied title={SETTINGS_TITLE} />;
  return (
    <PermissionRefusedBoundary title={SETTINGS_TITLE}>
      <StudioListPage
        authRequired={<AuthRequired message={SETTINGS_MESSAGES.signIn} returnTo={settingsPaths.page} />}
        header={
          <StudioPageHeader
            eyebrow="Account"
            title={SETTINGS_TITLE}
            lead="What the public site says about Adire: the About page, and the contact address and social links in the footer."
          />
        }
      >
        <PageQuerySection
          loadingLabel="Loading settings"
          loadFailed={{ title: 'The settings could not be loaded.', toast: SETTINGS_MESSAGES.loadFailed }}
        >
          {(fetchKey) => <LoadedSettings fetchKey={fetchKey} />}
        </PageQuerySection>
        {canManageSiteContent(viewer) ? <SettingsLinks /> : null}
      </StudioListPage>
    </PermissionRefusedBoundary>
  );
}

function LoadedSettings({ fetchKey }: { fetchKey: string }) {
  const { studioSiteSettings: settings } = useLazyLoadQuery<SettingsPageQuery>(
    settingsPageQuery,
    {},
    { fetchPolicy: 'network-only', fetchKey },
  );
  return (
    <>
      {settings.updatedAt ? (
        <LastChanged>Last changed {formatDateTime(String(settings.updatedAt))}.</LastChanged>
      ) : null}
      <SiteSettingsForm key={fetchKey} initial={siteSettingsFormFrom(settings)} />
    </>
  );
}
