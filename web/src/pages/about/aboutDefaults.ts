/** Shown when the platform settings about_adire and our_story are not set. */
export const ABOUT_DEFAULTS = {
  about:
    'Adire is a curated home for emerging African fashion designers. We bring independent studios from across the continent together so that anyone, anywhere, can discover them and commission from them.',
  story:
    'Adire is named after the indigo resist-dyed cloth of south-western Nigeria, made slowly and by hand. We built Adire so that the talent behind such work is easy to find, and every designer is presented with the care their work deserves.',
} as const;

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
