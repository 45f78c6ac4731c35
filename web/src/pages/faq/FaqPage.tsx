import { Link } from 'react-router';
import styled from 'styled-components';
import { PageBody } from '../../components/content-page/PageBody';
import { PageHeader } from '../../components/content-page/PageHeader';
import { JsonLd } from '../../components/seo/JsonLd';
import { breadcrumbJsonLd } from '../../components/seo/structuredData';
import { FaqSection } from '../../components/faq/FaqSection';

// Lines of reading length, aligned with the title above.
const Narrow = styled(PageBody)`
  > * {
    max-width: 52rem;
  }
`;

const MoreHelp = styled.p`
  margin-top: ${({ theme }) => theme.space[7]};
  color: ${({ theme }) => theme.colors.inkMuted};
  a {
    color: ${({ theme }) => theme.colors.indigo800};
    font-weight: 600;
  }
`;

/** /faq: the active FAQ entries placed on the FAQ page (or on all pages), one open at a time. */
export function FaqPage() {
  return (
    <>
      <title>Frequently Asked Questions — Adire</title>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'FAQ', path: '/faq' },
        ])}
      />
      <PageHeader
        eyebrow="Help"
        title="Frequently Asked Questions"
        lead="Answers about shopping, custom orders, shipping and joining Adire as a designer."
      />
      <Narrow>
        <FaqSection pageLocation="general" structuredData />
        <MoreHelp>
          Still have a question? <Link to="/contact">Contact us</Link> or{' '}
          <Link to="/directory">explore our designers</Link>.
        </MoreHelp>
      </Narrow>
    </>
  );
}
