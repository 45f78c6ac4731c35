import type { Mail } from './mailer.js';

/** Where enquiries go when they are not about a brand, or the brand lists no e-mail address. */
export const PLATFORM_INBOX = 'hello@adire.example';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface EnquiryForMail {
  name: string;
  email: string;
  subject: string;
  message: string;
  brandName: string | null;
}

/** The notification of a contact-form enquiry, to the brand or the platform inbox. */
export function contactEnquiryMail(to: string, enquiry: EnquiryForMail): Mail {
  const intro = enquiry.brandName
    ? `${enquiry.name} sent ${enquiry.brandName} a message through Adire.`
    : `${enquiry.name} sent a message through the Adire contact form.`;
  const lines = [
    intro,
    `From: ${enquiry.name} <${enquiry.email}>`,
    `Subject: ${enquiry.subject}`,
    enquiry.message,
    'Reply to this address to answer them.',
  ];
  return {
    to,
    subject: `New enquiry: ${enquiry.subject}`,
    text: lines.join('\n\n'),
    html: lines.map((l) => `<p>${escapeHtml(l).replace(/\n/g, '<br>')}</p>`).join(''),
  };
}
