/** Routes of the public site that are not built yet, with the title their placeholder shows. */
export const COMING_SOON_ROUTES: readonly { path: string; title: string }[] = [
  { path: 'collections', title: 'Collections' },
  { path: 'collection/:id', title: 'Collection' },
  { path: 'product/:productId', title: 'Product' },
  { path: 'tailors', title: 'Our Designers' },
  { path: 'tailored', title: 'Tailored' },
  { path: 'tailor/:id', title: 'Tailor' },
  { path: 'about', title: 'About Adire' },
  { path: 'how-it-works', title: 'How It Works' },
  { path: 'contact', title: 'Contact' },
  { path: 'faq', title: 'Frequently Asked Questions' },
  { path: 'join', title: 'Join as a Designer' },
  { path: 'terms-of-service', title: 'Terms of Service' },
  { path: 'privacy-policy', title: 'Privacy Policy' },
  { path: 'favourites', title: 'Favourites' },
  { path: 'offline', title: 'Offline' },
];
