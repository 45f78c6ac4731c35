/** The three values the About page names. */
export const VALUES = [
  {
    title: 'Celebration',
    text: "We celebrate Africa's designers, their craft and the stories stitched into every piece.",
  },
  {
    title: 'Connection',
    text: 'We connect shoppers directly with the people who make their clothes, wherever they are.',
  },
  { title: 'Curation', text: 'Every brand is reviewed by our team, so what you find here is original and well made.' },
] as const;
