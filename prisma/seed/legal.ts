import { LegalDocumentType } from '../../api/src/generated/prisma/client.js';

export interface LegalDocumentSeed {
  documentType: LegalDocumentType;
  title: string;
  version: string;
  effectiveDate: string;
  isActive: boolean;
  content: string;
}

const TERMS_V2 = `<h2>1. About these terms</h2>
<p>These Terms of Service govern your use of Adire, a curated marketplace and directory that connects shoppers with independent African fashion designers and tailors. By browsing the site, creating an account or contacting a designer through Adire, you agree to these terms.</p>
<h2>2. What Adire does</h2>
<p>Adire lists brands, collections, products and tailoring services so that you can discover designers and contact them. Unless a listing says otherwise, Adire is not the seller: each order is a contract between you and the designer.</p>
<ul>
<li>Designers set their own prices, lead times, sizing and returns policies.</li>
<li>Shipping and delivery are arranged directly between you and the designer.</li>
<li>Payment is agreed directly with the designer; Adire does not hold your money.</li>
</ul>
<h2>3. Accounts</h2>
<p>You need an account to save favourites, write reviews and place custom orders or brand requests. You must give accurate information, keep your password safe and tell us promptly if you think someone else has used your account. You must be at least 16 years old to create an account.</p>
<h2>4. Custom orders and brand requests</h2>
<p>When you submit a custom order or brand request, we pass your measurements, preferences and contact details to the designer, who will contact you within 24-48 hours to confirm the price, timeline and delivery. An order is only confirmed once you and the designer have agreed these details. Requests that include special requirements carry a 10% surcharge on the quoted amount.</p>
<h2>5. Reviews and content you post</h2>
<p>Reviews must describe your genuine experience with a brand. Do not post anything unlawful, abusive, misleading or that infringes someone else's rights. We may remove content that breaks these rules, and designers may reply publicly to reviews. You keep ownership of what you post but allow us to display it on Adire.</p>
<h2>6. Designers on Adire</h2>
<p>Designers join by application and are reviewed by our team before being listed; verification usually takes 2-3 weeks. Designers are responsible for the accuracy of their listings, for the goods and services they provide and for complying with the laws that apply to their business. Joining is currently free.</p>
<h2>7. Intellectual property</h2>
<p>The Adire name, logo and site design belong to us. Brand names, images and designs belong to the designers who list them. You may not copy or reuse them without permission.</p>
<h2>8. Liability</h2>
<p>We work hard to list trustworthy designers, but we do not guarantee any designer's goods or services. To the extent the law allows, Adire is not liable for losses arising from a transaction between you and a designer. Nothing in these terms limits rights you have as a consumer that cannot be limited by law.</p>
<h2>9. Changes and contact</h2>
<p>We may update these terms from time to time. When we make significant changes we will publish a new version with its effective date. If you have a question about these terms, please contact us through the Contact page.</p>
`;

const TERMS_V1 = `<h2>1. Introduction</h2>
<p>Welcome to Adire. By using the site you agree to these terms.</p>
<h2>2. Our service</h2>
<p>Adire is a directory of African fashion designers. Orders, payment and delivery are arranged between you and the designer.</p>
<h2>3. Your account</h2>
<p>Keep your account details accurate and your password private.</p>
<h2>4. Reviews</h2>
<p>Reviews must be honest and respectful. We may remove reviews that are not.</p>
<h2>5. Contact</h2>
<p>Questions about these terms can be sent through the Contact page.</p>
`;

const PRIVACY_V2 = `<h2>1. Who we are</h2>
<p>Adire is a curated marketplace and directory connecting shoppers with independent African fashion designers. This policy explains what personal information we collect, why we collect it and the choices you have.</p>
<h2>2. Information we collect</h2>
<ul>
<li><strong>Account details:</strong> your name, e-mail address and password (stored only as a secure hash).</li>
<li><strong>Orders and requests:</strong> measurements, fit preferences, delivery address and phone number you enter when placing a custom order or brand request.</li>
<li><strong>Messages:</strong> what you send through the contact form or to a designer through Adire.</li>
<li><strong>Reviews and favourites:</strong> the reviews you write and the brands, collections and products you save.</li>
<li><strong>Usage:</strong> pages viewed, used in aggregate to show designers how often their brand is visited.</li>
</ul>
<h2>3. How we use it</h2>
<p>We use your information to run your account, pass your orders and enquiries to the right designer, show your reviews, send the newsletter if you subscribed, keep the platform secure and improve it.</p>
<h2>4. Sharing with designers</h2>
<p>When you place an order or contact a designer, we share the details needed to respond and fulfil it, such as your name, contact details, measurements and delivery address, with that designer only. Designers must use this information only for your order.</p>
<h2>5. Newsletter</h2>
<p>If you subscribe, we send occasional e-mails about new designers and collections. Every e-mail has an unsubscribe link, and you can unsubscribe at any time.</p>
<h2>6. Keeping your information</h2>
<p>We keep account information while your account is open, and order and enquiry records for up to six years for legal and accounting purposes. Page-view statistics are kept in aggregate.</p>
<h2>7. Your rights</h2>
<ul>
<li>Access the personal information we hold about you.</li>
<li>Correct information that is wrong or incomplete.</li>
<li>Ask us to delete your account and personal information.</li>
<li>Object to or restrict certain uses, including marketing.</li>
</ul>
<h2>8. Security</h2>
<p>We protect your information with encryption in transit, hashed passwords and access controls. No system is perfectly secure, so please use a strong, unique password.</p>
<h2>9. Contact</h2>
<p>To exercise your rights or ask a question about this policy, contact us through the Contact page.</p>
`;

const PRIVACY_V1 = `<h2>1. Information we collect</h2>
<p>We collect the details you give us when you create an account, contact a designer or subscribe to our newsletter.</p>
<h2>2. How we use it</h2>
<p>We use it to run the service and to pass your enquiries to designers.</p>
<h2>3. Your choices</h2>
<p>You can unsubscribe from e-mails at any time and ask us to delete your account.</p>
`;

export const LEGAL_DOCUMENTS: readonly LegalDocumentSeed[] = [
  {
    documentType: LegalDocumentType.terms_of_service,
    title: 'Terms of Service',
    version: '2.0',
    effectiveDate: '2025-01-01',
    isActive: true,
    content: TERMS_V2,
  },
  {
    documentType: LegalDocumentType.terms_of_service,
    title: 'Terms of Service',
    version: '1.0',
    effectiveDate: '2024-03-01',
    isActive: false,
    content: TERMS_V1,
  },
  {
    documentType: LegalDocumentType.privacy_policy,
    title: 'Privacy Policy',
    version: '2.0',
    effectiveDate: '2025-01-01',
    isActive: true,
    content: PRIVACY_V2,
  },
  {
    documentType: LegalDocumentType.privacy_policy,
    title: 'Privacy Policy',
    version: '1.0',
    effectiveDate: '2024-03-01',
    isActive: false,
    content: PRIVACY_V1,
  },
];
