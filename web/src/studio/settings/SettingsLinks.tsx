import { Link } from 'react-router';
import styled from 'styled-components';
import { StudioPanel } from '../kit/surfaces';
import { faqsPaths } from '../faqs/paths';
import { legalPaths } from '../legal/paths';
import { tagsPaths } from '../tags/paths';

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  a {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    height: 100%;
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.indigo800};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.indigo300};
    background: ${({ theme }) => theme.colors.indigo50};
  }
  span {
    font-weight: 400;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Panel = styled(StudioPanel)`
  margin-top: ${({ theme }) => theme.space[6]};

  h2 {
    margin-bottom: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const SITE_CONTENT = [
  { to: legalPaths.list, label: 'Legal documents', text: 'Versions of the Terms of Service and the Privacy Policy.' },
  { to: faqsPaths.list, label: 'FAQs', text: 'The questions and answers on the FAQ, Contact and Join pages.' },
  { to: tagsPaths.page, label: 'Tag system demo', text: 'The shared category tags and their styles.' },
] as const;

/** Where the other site-wide content is managed (super admins). */
export function SettingsLinks() {
  return (
    <Panel aria-labelledby="site-content-title">
      <h2 id="site-content-title">More site content</h2>
      <Links>
        {SITE_CONTENT.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>
              {item.label}
              <span>{item.text}</span>
            </Link>
          </li>
        ))}
      </Links>
    </Panel>
  );
}
