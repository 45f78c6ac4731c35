/**
 * The two slides the home page always offers (Collections and Tailored). They stand in when no
 * hero slide is active, so the page never opens on an empty hero.
 */
export const DEFAULT_HERO_SLIDES = [
  {
    id: 'default-collections',
    image: null,
    title: 'Collections',
    heroTitle: 'Discover the new wave of African design',
    subtitle: 'Ready-to-wear, accessories and statement pieces from independent studios across the continent.',
    link: '/collections',
  },
  {
    id: 'default-tailored',
    image: null,
    title: 'Tailored',
    heroTitle: 'Made for you, by hand',
    subtitle: 'Bridal, custom design, made-to-measure and alterations from verified tailors.',
    link: '/tailors',
  },
] as const;
