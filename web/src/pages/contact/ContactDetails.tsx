import styled from 'styled-components';
import { InstagramIcon, MailIcon, MapPinIcon, TikTokIcon } from '../../components/icons';
import { CONTACT_EMAIL, SOCIAL_LINKS } from '../../shell/footer/footerLinks';

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

/** How to reach the Adire team besides the form. */
export function ContactDetails() {
  return (
    <section aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">Contact details</h2>
      <List>
        <li>
          <MailIcon aria-hidden="true" />
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </li>
        <li>
          <MapPinIcon aria-hidden="true" />
          Lagos, Nigeria · working with designers across Africa
        </li>
        <li>
          <InstagramIcon aria-hidden="true" />
          <a href={SOCIAL_LINKS.instagram} target="_blank" rel="noopener noreferrer">
            Instagram
          </a>
        </li>
        <li>
          <TikTokIcon aria-hidden="true" />
          <a href={SOCIAL_LINKS.tiktok} target="_blank" rel="noopener noreferrer">
            TikTok
          </a>
        </li>
      </List>
    </section>
  );
}
