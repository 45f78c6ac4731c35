export interface FooterLink {
  label: string;
  href: string;
}

export const FOOTER_COLUMNS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'Discover',
    links: [
      { label: 'Home', href: '/' },
      { label: 'Explore Designers', href: '/directory' },
      { label: 'How It Works', href: '/how-it-works' },
      { label: 'About', href: '/about' },
    ],
  },
  {
    title: 'Designers',
    links: [
      { label: 'Join as a Designer', href: '/join' },
      { label: 'Contact', href: '/contact' },
      { label: 'FAQ', href: '/faq' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', href: '/terms-of-service' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
    ],
  },
];
