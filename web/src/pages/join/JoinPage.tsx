import styled from 'styled-components';
import { PageBody } from '../../components/content-page/PageBody';
import { PageHeader } from '../../components/content-page/PageHeader';
import { JsonLd } from '../../components/seo/JsonLd';
import { breadcrumbJsonLd } from '../../components/seo/structuredData';
import { FaqSection } from '../../components/faq/FaqSection';
import { WithSiteSettings } from '../../components/site-settings/WithSiteSettings';
import { ApplicationForm } from './ApplicationForm';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 3fr 2fr;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

const Aside = styled.aside`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[5]};
  p {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.indigo800};
    font-weight: 600;
  }
`;

/** /join: the designer application with questions designers ask on the side. */
export function JoinPage() {
  return (
    <>
      <title>Join as a Designer — Adire</title>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Join', path: '/join' },
        ])}
      />
      <PageHeader
        eyebrow="For designers"
        title="Join Adire"
        lead="Show your work to shoppers across Africa and beyond. Joining is free for now; every application is reviewed by our team."
      />
      <PageBody>
        <Columns>
          <ApplicationForm />
          <Aside aria-labelledby="join-faq-title">
            <h2 id="join-faq-title">Questions designers ask</h2>
            <FaqSection pageLocation="join" />
            <WithSiteSettings>
              {({ contactEmail }) => (
                <p>
                  Anything else? Write to us at{' '}
                  <a href={`mailto:${contactEmail}?subject=Joining%20Adire`}>{contactEmail}</a>.
                </p>
              )}
            </WithSiteSettings>
          </Aside>
        </Columns>
      </PageBody>
    </>
  );
}
