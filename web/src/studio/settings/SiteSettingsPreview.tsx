import { paragraphsOf } from '@features/settings/rules';
import styled from 'styled-components';
import { InstagramIcon, MailIcon, TikTokIcon } from '../../components/icons';
import type { SiteSettingsFormState } from './siteSettingsForm';
import { shownSettings } from './siteSettingsForm';

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  min-width: 0;

  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const AboutCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.ivory};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.indigo900};
  }
  p {
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const FooterCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.indigo950};
  color: ${({ theme }) => theme.colors.ivory};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  p {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.ivory};
  }
  svg {
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
  }
`;

/** The About texts and the footer's contact line as the public site will show them, as typed. */
export function SiteSettingsPreview({ form }: { form: SiteSettingsFormState }) {
  const shown = shownSettings(form);
  return (
    <Figure aria-label="Live preview">
      <figcaption>Live preview</figcaption>
      <AboutCard>
        <h3>About Adire</h3>
        {paragraphsOf(shown.aboutAdire).map((p, i) => (
          <p key={`about-${i}`}>{p}</p>
        ))}
        <h3>Our Story</h3>
        {paragraphsOf(shown.ourStory).map((p, i) => (
          <p key={`story-${i}`}>{p}</p>
        ))}
      </AboutCard>
      <FooterCard aria-label="Footer">
        <p>
          <MailIcon aria-hidden="true" />
          {shown.contactEmail}
        </p>
        <p>
          <InstagramIcon aria-hidden="true" />
          {shown.instagramUrl}
        </p>
        <p>
          <TikTokIcon aria-hidden="true" />
          {shown.tiktokUrl}
        </p>
      </FooterCard>
    </Figure>
  );
}
