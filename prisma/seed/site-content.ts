/** Editorial texts: the About page settings, hero slides and the spotlight. */

export const SEED_VERSION = '2025.1';

export const ABOUT_ADIRE = `Adire is a curated home for the new generation of African fashion designers. We bring together independent studios from Lagos to Nairobi, Dakar to Cape Town, so that anyone, anywhere, can discover them, follow them and commission from them.

Every brand on Adire is reviewed by our team. We look for original design, honest making and a clear point of view, whether that is a one-woman adire studio in Abeokuta or a couture house in Accra. Shoppers contact designers directly and arrange delivery with them, so the relationship, and the money, stays with the people who make the clothes.`;

export const OUR_STORY = `Adire is named after the indigo resist-dyed cloth of the Yoruba women of south-western Nigeria: patterns drawn by hand with cassava paste, tied with raffia or stitched, then dipped again and again until the blue runs deep. It is a cloth made slowly, by hand, by people whose names are rarely known outside their city.

We started Adire after years of meeting extraordinary designers at markets, weddings and pop-ups, and watching them struggle to be found online. The talent was never the problem; visibility was. So we built a place where a shopper in Nairobi can find a bridal atelier in Kumasi, where a tailor in Kampala can show her portfolio next to a label in Cairo, and where every designer is presented with the care their work deserves.

We are a small team, and Adire is still young. Joining is free for designers while we grow, and every new brand is welcomed personally.`;

export const HERO_SLIDES = [
  {
    key: 'collections',
    title: 'Collections',
    heroTitle: 'Discover the new wave of African design',
    subtitle: 'Ready-to-wear, accessories and statement pieces from independent studios across the continent.',
    link: '/collections',
    isEditorial: false,
    isActive: true,
    displayOrder: 1,
  },
  {
    key: 'tailored',
    title: 'Tailored',
    heroTitle: 'Made for you, by hand',
    subtitle: 'Bridal, custom design, made-to-measure and alterations from verified tailors.',
    link: '/tailors',
    isEditorial: false,
    isActive: true,
    displayOrder: 2,
  },
  {
    key: 'harmattan-edit',
    title: 'The Harmattan Edit',
    heroTitle: 'Dressing for the dry season',
    subtitle: 'Breathable linens, indigo and earth tones, chosen by our editors.',
    link: '/directory',
    isEditorial: true,
    isActive: false,
    displayOrder: 3,
  },
] as const;

export const SPOTLIGHT_TEXT = {
  title: 'Designer Spotlight',
  subtitle: 'Kente, re-engineered in Accra',
  quote:
    'Kente is not a costume; it is a language. Every strip we weave into a garment says something about where we come from and where we are going.',
  quoteAuthor: 'Nana Ama Asantewaa Owusu, Founder',
  description:
    'Asantewaa Couture builds architectural womenswear around hand-woven kente from Bonwire. Each collection starts at the loom, where the weavers and the design team agree the colours and motifs together, and ends in the Accra atelier, where every piece is fitted and finished by hand.',
} as const;
