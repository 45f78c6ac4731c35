import { contactEnquiryMail, PLATFORM_INBOX } from '../../src/mail/contact-mails.js';
import { contactErrors } from '../../src/features/contact/rules.js';
import type { Scenario } from '../scenario.js';
import { rowId } from '../scenario.js';

const SENT = 'Your message has been sent successfully!';

/**
 * One public write: a contact enquiry about a brand. Both sides check the input with the same
 * rules, look the brand up, store the enquiry and its lead in one transaction, put the brand's
 * notification in the outbox and mark the enquiry notified. The API also passes the write through
 * its rate limits (raised out of the way for the bench, but still consulted).
 */
export const contact = (brandId: string): Scenario => ({
  name: 'contact enquiry (write)',
  query: /* GraphQL */ `
    mutation BenchContact($input: SubmitContactEnquiryInput!) {
      submitContactEnquiry(input: $input) {
        enquiryId
        message
        notificationSent
      }
    }
  `,
  variables: {
    input: {
      name: 'Bench Customer',
      email: 'bench.customer@example.com',
      subject: 'Bridal fitting',
      message: 'Could we book a fitting for a bridal gown next month?',
      brandId,
    },
  },
  async baseline(pool, variables) {
    const input = variables.input as { name: string; email: string; subject: string; message: string; brandId: string };
    if (Object.keys(contactErrors(input)).length) throw new Error('Invalid input');
    const fields = {
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      subject: input.subject.trim(),
      message: input.message.trim(),
    };
    const client = await pool.connect();
    try {
      const brand = (
        await client.query('SELECT id, name, contact_email FROM brands WHERE id = $1', [rowId(input.brandId)])
      ).rows[0];
      if (!brand) throw new Error('Brand not found');
      await client.query('BEGIN');
      const enquiry = (
        await client.query(
          `INSERT INTO contact_enquiries (id, name, email, subject, message, brand_id)
           VALUES (gen_random_uuid(), $1, $2, $3, $4, $5) RETURNING id`,
          [fields.name, fields.email, fields.subject, fields.message, brand.id],
        )
      ).rows[0];
      await client.query(
        `INSERT INTO leads (id, brand_id, customer_name, customer_email, source, lead_type, notes, enquiry_id, updated_at)
         VALUES (gen_random_uuid(), $1, $2, $3, 'website', 'contact', $4, $5, now())`,
        [brand.id, fields.name, fields.email, `${fields.subject}\n\n${fields.message}`, enquiry.id],
      );
      await client.query('COMMIT');
      const mail = contactEnquiryMail(brand.contact_email ?? PLATFORM_INBOX, { ...fields, brandName: brand.name });
      await client.query(
        `INSERT INTO outbox (id, "to", subject, text, html) VALUES (gen_random_uuid(), $1, $2, $3, $4)`,
        [mail.to, mail.subject, mail.text, mail.html ?? null],
      );
      await client.query('UPDATE contact_enquiries SET notification_sent = true WHERE id = $1', [enquiry.id]);
      return { submitContactEnquiry: { enquiryId: enquiry.id, message: SENT, notificationSent: true } };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  },
  fingerprint: ({ graphql, baseline }) => {
    const { message, notificationSent } = (graphql ?? baseline).submitContactEnquiry;
    return { message, notificationSent };
  },
});
