/** The four questions the contact page answers itself. */
export const CONTACT_FAQS = [
  {
    id: 'response-time',
    question: 'How quickly will you reply?',
    answer:
      'We answer every message within two business days. Messages about an order are passed to the designer, who usually replies within 24-48 hours.',
  },
  {
    id: 'contact-designer',
    question: 'Can I contact a designer directly?',
    answer:
      'Yes. Every brand page has a Contact Designer button, and many designers list WhatsApp, Instagram or an e-mail address in their Designer Information panel.',
  },
  {
    id: 'shipping',
    question: 'Who arranges shipping?',
    answer:
      'Shipping is arranged directly between you and the designer, who will confirm delivery options and costs for your location.',
  },
  {
    id: 'join',
    question: 'I am a designer. How do I join Adire?',
    answer: 'Apply through our Join page. Joining is free for now, and our team reviews every application personally.',
  },
] as const;
