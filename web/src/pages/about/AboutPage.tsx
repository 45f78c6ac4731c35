import styled from 'styled-components';
import { ButtonAnchor, ButtonLink } from '../../components/Button';
import { PageBody } from '../../components/content-page/PageBody';
import { PageHeader } from '../../components/content-page/PageHeader';
import { InstagramIcon } from '../../components/icons';
import { JsonLd } from '../../components/seo/JsonLd';
import { breadcrumbJsonLd, organizationJsonLd } from '../../components/seo/structuredData';
import { organizationContacts } from '../../components/site-settings/siteOrganization';
import { WithSiteSettings } from '../../components/site-settings/WithSiteSettings';
import { VALUES } from './aboutDefaults';
import { AboutSections } from './AboutSections';

const Values = styled.section`
  margin-bottom: ${({ theme }) => theme.space[8]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    margin-bottom: ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.colors.indigo900};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[5]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${({ theme }) => theme.media.md} {
    ul {
      grid-template-columns: repeat(3, 1fr);
    }
  }
  li {
    padding: ${({ theme }) => theme.space[5]};
    background: ${({ theme }) => theme.colors.paper};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-top: 4px solid ${({ theme }) => theme.colors.ochre};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  p {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Community = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.indigo900};
  color: ${({ theme }) => theme.colors.ivory};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    color: ${({ theme }) => theme.colors.ivory};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

/**
 * /about: intro and story, the contact address and the Instagram link (platform settings, with
 * built-in defaults while they load or when unset), our three values and the community.
 */
export function AboutPage() {
  return (
    <>
      <title>About — Adire</title>
      <PageHeader eyebrow="About us" title="Celebrating African design" />
      <WithSiteSettings>
        {(settings) => (
          <PageBody>
            <JsonLd
              data={[
                organizationJsonLd(organizationContacts(settings)),
                breadcrumbJsonLd([
                  { name: 'Home', path: '/' },
                  { name: 'About', path: '/about' },
                ]),
              ]}
            />
            <AboutSections texts={{ about: settings.aboutAdire, story: settings.ourStory }} />
            <Values aria-labelledby="values-title">
              <h2 id="values-title">Our values</h2>
              <ul>
                {VALUES.map((v) => (
                  <li key={v.title}>
                    <h3>{v.title}</h3>
                    <p>{v.text}</p>
                  </li>
                ))}
              </ul>
            </Values>
            <Community aria-labelledby="community-title">
              <h2 id="community-title">Join our community</h2>
              <p>Follow the designers, the making and the new collections as they arrive.</p>
              <div>
                <ButtonAnchor $variant="light" href={settings.instagramUrl} target="_blank" rel="noopener noreferrer">
                  <InstagramIcon aria-hidden="true" /> Follow us on Instagram
                </ButtonAnchor>
                <ButtonLink $variant="accent" to="/directory">
                  Explore Designers
                </ButtonLink>
              </div>
            </Community>
          </PageBody>
        )}
      </WithSiteSettings>
    </>
  );
}
