import styled from 'styled-components';
import { InstagramIcon, MailIcon, MapPinIcon, TikTokIcon } from '../../components/icons';
import { WithSiteSettings } from '../../components/site-settings/WithSiteSettings';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.ochreDark};
  }
  a {
    color: ${({ theme }) => theme.colors.indigo800};
  }
`;

/** How to reach the Adire team besides the form (the address and links from the platform settings). */
export function ContactDetails() {
  return (
    <section aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">Contact details</h2>
      <WithSiteSettings>
        {({ contactEmail, instagramUrl, tiktokUrl }) => (
          <List>
            <li>
              <MailIcon aria-hidden="true" />
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </li>
            <li>
              <MapPinIcon aria-hidden="true" />
              Lagos, Nigeria · working with designers across Africa
            </li>
            <li>
              <InstagramIcon aria-hidden="true" />
              <a href={instagramUrl} target="_blank" rel="noopener noreferrer">
                Instagram
              </a>
            </li>
            <li>
              <TikTokIcon aria-hidden="true" />
              <a href={tiktokUrl} target="_blank" rel="noopener noreferrer">
                TikTok
              </a>
            </li>
          </List>
        )}
      </WithSiteSettings>
    </section>
  );
}
