/** Routes of the public site that are not built yet, with the title their placeholder shows. */
export const COMING_SOON_ROUTES: readonly { path: string; title: string }[] = [
  { path: 'collections', title: 'Collections' },
  { path: 'collection/:id', title: 'Collection' },
  { path: 'tailors', title: 'Our Designers' },
  { path: 'tailored', title: 'Tailored' },
  { path: 'tailor/:id', title: 'Tailor' },
];
