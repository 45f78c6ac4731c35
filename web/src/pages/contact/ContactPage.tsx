import styled from 'styled-components';
import { PageBody } from '../../components/content-page/PageBody';
import { PageHeader } from '../../components/content-page/PageHeader';
import { NewsletterForm } from '../../components/newsletter/NewsletterForm';
import { JsonLd } from '../../components/seo/JsonLd';
import { breadcrumbJsonLd } from '../../components/seo/structuredData';
import { FaqSection } from '../../components/faq/FaqSection';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 3fr 2fr;
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
`;

const Aside = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[7]};
`;

const Faqs = styled.section`
  margin-top: ${({ theme }) => theme.space[8]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
`;

/** /contact: message form, newsletter sign-up, contact details and the questions placed on the contact page. */
export function ContactPage() {
  return (
    <>
      <title>Contact — Adire</title>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Contact', path: '/contact' },
        ])}
      />
      <PageHeader
        eyebrow="Get in touch"
        title="Contact Us"
        lead="Questions about a designer, an order or joining Adire? Send us a message and we will get back to you."
      />
      <PageBody>
        <Columns>
          <ContactForm />
          <Aside>
            <ContactDetails />
            <section aria-labelledby="newsletter-title">
              <h2 id="newsletter-title">Stay in the loop</h2>
              <NewsletterForm source="contact_form" />
            </section>
          </Aside>
        </Columns>
        <Faqs aria-labelledby="contact-faq-title">
          <h2 id="contact-faq-title">Frequently asked</h2>
          <FaqSection pageLocation="contact" structuredData />
        </Faqs>
      </PageBody>
    </>
  );
}
