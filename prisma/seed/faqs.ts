import { FaqCategory, FaqPageLocation } from '../../api/src/generated/prisma/client.js';

export interface FaqSeed {
  question: string;
  answer: string;
  category: FaqCategory;
  pageLocation: FaqPageLocation;
  isActive: boolean;
}

const faq = (
  category: FaqCategory,
  pageLocation: FaqPageLocation,
  question: string,
  answer: string,
  isActive = true,
): FaqSeed => ({ question, answer, category, pageLocation, isActive });

/** FAQ entries in display order. The last two are retired (inactive) answers kept for reference. */
export const FAQS: readonly FaqSeed[] = [
  faq(
    FaqCategory.general,
    FaqPageLocation.all,
    'What is Adire?',
    'Adire is a curated marketplace and directory for emerging African fashion designers. You can browse brands, collections, products and tailors, save your favourites, and contact designers directly. Every brand on the platform has been reviewed by our team.',
  ),
  faq(
    FaqCategory.shipping,
    FaqPageLocation.all,
    'How does shipping work?',
    'Shipping is arranged directly between you and the designer. After you place a custom order or brand request, the designer contacts you within 24-48 hours to confirm delivery options, costs and timings for your location. Many designers ship internationally by courier; some also offer pickup from their studio.',
  ),
  faq(
    FaqCategory.designers,
    FaqPageLocation.join,
    'How much does it cost to join as a designer?',
    'Joining Adire is free for now. Apply through the Join page; there are no listing fees and no commission on orders during our launch period. We will give every designer plenty of notice before that changes.',
  ),
  faq(
    FaqCategory.designers,
    FaqPageLocation.join,
    'How long does verification take?',
    'Our team reviews every application by hand. Verification usually takes 2-3 weeks, and we may ask for photographs of your work, your studio or a short video call. Verified brands carry a badge on their profile and in the directory.',
  ),
  faq(
    FaqCategory.designers,
    FaqPageLocation.join,
    'What do you look for in a designer application?',
    'Original design, good construction and a clear point of view. You do not need a shop or a large following: many of our designers work from a home studio. Tell us about your process, your materials and who you design for, and include links to your work.',
  ),
  faq(
    FaqCategory.customers,
    FaqPageLocation.how_it_works,
    'How do custom orders work?',
    'Open a product and choose Custom Order. Tell the designer your measurements, fit preferences and any special requirements, then confirm your contact and delivery details. The designer contacts you within 24-48 hours to agree the final price, timeline and delivery. Orders with special requirements carry a 10% surcharge to cover the extra work.',
  ),
  faq(
    FaqCategory.customers,
    FaqPageLocation.how_it_works,
    'Do I need an account?',
    'You can browse everything without an account. You need to sign in to save favourites, write reviews and place custom orders or brand requests. Creating an account is free.',
  ),
  faq(
    FaqCategory.customers,
    FaqPageLocation.how_it_works,
    'Does it cost anything to use Adire?',
    'Browsing, saving favourites and contacting designers is free for shoppers. Designers can join for free for now.',
  ),
  faq(
    FaqCategory.customers,
    FaqPageLocation.general,
    'Can I return or exchange an item?',
    'Returns are handled by each designer, and policies differ. Ready-to-wear pieces can often be exchanged for another size; made-to-measure and custom pieces usually cannot be returned because they are made for you. Please check with the designer before you order.',
  ),
  faq(
    FaqCategory.billing,
    FaqPageLocation.general,
    'How do I pay for an order?',
    'Payment is agreed directly with the designer once they have confirmed your order. Designers accept a range of methods such as bank transfer, mobile money and card links. Never send money to anyone who contacts you outside the designer’s listed e-mail, WhatsApp or Instagram.',
  ),
  faq(
    FaqCategory.platform,
    FaqPageLocation.contact,
    'How do I contact a designer?',
    'Use Contact Designer on the brand page, or WhatsApp if the designer lists a number. Messages sent through the contact form go straight to the designer, or to our team if the brand has not listed an e-mail address, and we pass them on.',
  ),
  faq(
    FaqCategory.platform,
    FaqPageLocation.contact,
    'How are reviews moderated?',
    'Anyone with an account can review a brand. We remove reviews that are abusive, off-topic or clearly not from a real customer, and designers can reply publicly to any review. If you think a review breaks these rules, contact us.',
  ),
  faq(
    FaqCategory.billing,
    FaqPageLocation.general,
    'Is there a service fee for customers?',
    'During our pilot, a 5% service fee was added to orders placed through the site. This fee has been removed.',
    false,
  ),
  faq(
    FaqCategory.shipping,
    FaqPageLocation.general,
    'Does Adire offer its own express delivery?',
    'We briefly piloted a platform courier service in Lagos and Accra. The pilot has ended; delivery is now arranged directly with each designer.',
    false,
  ),
];
