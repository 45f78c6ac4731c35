import { Link } from 'react-router';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { InstagramIcon, MailIcon, TikTokIcon } from '../../components/icons';
import { WithSiteSettings } from '../../components/site-settings/WithSiteSettings';
import { adireMotif } from '../../components/theme';
import { DataSaverSwitch } from './DataSaverSwitch';
import { FOOTER_COLUMNS } from './footerLinks';

const Wrapper = styled.footer`
  position: relative;
  background-color: ${({ theme }) => theme.colors.indigo950};
  color: ${({ theme }) => theme.colors.indigo100};

  &::before {
    content: '';
    display: block;
    height: 10px;
    background: ${({ theme }) => adireMotif(theme.colors.ivory, 0.5)} ${({ theme }) => theme.colors.indigo800};
    background-size: 48px 48px;
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  padding-block: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1.4fr repeat(3, 1fr);
  }
`;

const Brand = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;

  p {
    max-width: 22rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.indigo300};
  }
`;

const Wordmark = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 2rem;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.ivory};
  text-decoration: none;
`;

const ColumnTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.2em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.ochre};
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${({ theme }) => theme.colors.indigo100};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.white};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const ContactLine = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.ivory};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const Socials = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};

  a {
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border: 1px solid rgba(227, 230, 243, 0.3);
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.ivory};
    transition: background ${({ theme }) => theme.motion.base};
  }
  a:hover {
    background: rgba(227, 230, 243, 0.12);
  }
`;

const BottomBar = styled.div`
  border-top: 1px solid rgba(227, 230, 243, 0.12);

  p {
    padding-block: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.indigo300};
  }
`;

const BottomRow = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  column-gap: ${({ theme }) => theme.space[6]};
`;

/** The site footer; its contact address and social links come from the platform settings. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Wrapper>
      <Grid>
        <Brand>
          <Wordmark to="/">Adire</Wordmark>
          <p>A curated home for emerging African fashion designers — from Lagos ateliers to Nairobi studios.</p>
          <WithSiteSettings>
            {({ contactEmail, instagramUrl, tiktokUrl }) => (
              <>
                <ContactLine href={`mailto:${contactEmail}`}>
                  <MailIcon aria-hidden="true" />
                  {contactEmail}
                </ContactLine>
                <Socials>
                  <a href={instagramUrl} target="_blank" rel="noopener noreferrer" aria-label="Adire on Instagram">
                    <InstagramIcon />
                  </a>
                  <a href={tiktokUrl} target="_blank" rel="noopener noreferrer" aria-label="Adire on TikTok">
                    <TikTokIcon />
                  </a>
                </Socials>
              </>
            )}
          </WithSiteSettings>
        </Brand>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <ColumnTitle>{column.title}</ColumnTitle>
            <LinkList>
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </LinkList>
          </nav>
        ))}
      </Grid>
      <BottomBar>
        <BottomRow>
          <p>© {year} Adire. All rights reserved.</p>
          <DataSaverSwitch />
        </BottomRow>
      </BottomBar>
    </Wrapper>
  );
}
