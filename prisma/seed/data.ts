import { Currency } from '../../api/src/generated/prisma/client.js';
import type { PaletteName } from './palettes.js';
import type { PatternStyle } from './patterns.js';

/** Brand categories as stored on brands, in the order the site lists them. */
export const BRAND_CATEGORY_LABELS = [
  'Ready to Wear',
  'Accessories',
  'High End Fashion Brands',
  'Streetwear & Urban',
  'Evening Gowns',
  'Bridal',
  'Custom Design',
  'Made to Measure',
  'Alterations',
] as const;
export type BrandCategory = (typeof BRAND_CATEGORY_LABELS)[number];

/** Categories whose brands get a tailor profile, portfolio pieces and (some) services. */
export const TAILORING_BRAND_CATEGORIES: readonly BrandCategory[] = [
  'Bridal',
  'Custom Design',
  'Made to Measure',
  'Alterations',
  'Evening Gowns',
];

export interface CitySeed {
  city: string;
  country: string;
  currency: Currency;
  /** E.164 country calling code without the plus. */
  dialCode: string;
  /** Mobile network prefixes (national significant number) and the digits that follow them. */
  mobilePrefixes: readonly string[];
  subscriberDigits: number;
}

const NIGERIA = {
  country: 'Nigeria',
  currency: Currency.NGN,
  dialCode: '234',
  mobilePrefixes: ['803', '806', '813', '816', '703', '706', '810', '903', '802', '808'],
  subscriberDigits: 7,
};
const GHANA = {
  country: 'Ghana',
  currency: Currency.GHS,
  dialCode: '233',
  mobilePrefixes: ['24', '54', '55', '20', '50'],
  subscriberDigits: 7,
};
const KENYA = {
  country: 'Kenya',
  currency: Currency.KES,
  dialCode: '254',
  mobilePrefixes: ['712', '722', '723', '745', '768', '790'],
  subscriberDigits: 6,
};
const SOUTH_AFRICA = {
  country: 'South Africa',
  currency: Currency.ZAR,
  dialCode: '27',
  mobilePrefixes: ['82', '83', '72', '73', '84', '61'],
  subscriberDigits: 7,
};
const MOROCCO = {
  country: 'Morocco',
  currency: Currency.MAD,
  dialCode: '212',
  mobilePrefixes: ['61', '66', '67', '70'],
  subscriberDigits: 7,
};

export const CITIES = {
  Lagos: { city: 'Lagos', ...NIGERIA },
  Abuja: { city: 'Abuja', ...NIGERIA },
  Accra: { city: 'Accra', ...GHANA },
  Kumasi: { city: 'Kumasi', ...GHANA },
  Nairobi: { city: 'Nairobi', ...KENYA },
  Mombasa: { city: 'Mombasa', ...KENYA },
  Johannesburg: { city: 'Johannesburg', ...SOUTH_AFRICA },
  'Cape Town': { city: 'Cape Town', ...SOUTH_AFRICA },
  Durban: { city: 'Durban', ...SOUTH_AFRICA },
  Dakar: {
    city: 'Dakar',
    country: 'Senegal',
    currency: Currency.XOF,
    dialCode: '221',
    mobilePrefixes: ['77', '78', '76', '70'],
    subscriberDigits: 7,
  },
  Abidjan: {
    city: 'Abidjan',
    country: "Côte d'Ivoire",
    currency: Currency.XOF,
    dialCode: '225',
    mobilePrefixes: ['07', '05', '01'],
    subscriberDigits: 8,
  },
  'Addis Ababa': {
    city: 'Addis Ababa',
    country: 'Ethiopia',
    currency: Currency.USD,
    dialCode: '251',
    mobilePrefixes: ['91', '92', '93'],
    subscriberDigits: 7,
  },
  Kigali: {
    city: 'Kigali',
    country: 'Rwanda',
    currency: Currency.USD,
    dialCode: '250',
    mobilePrefixes: ['78', '72', '73'],
    subscriberDigits: 7,
  },
  Kampala: {
    city: 'Kampala',
    country: 'Uganda',
    currency: Currency.USD,
    dialCode: '256',
    mobilePrefixes: ['77', '78', '70', '75'],
    subscriberDigits: 7,
  },
  Marrakech: { city: 'Marrakech', ...MOROCCO },
  Casablanca: { city: 'Casablanca', ...MOROCCO },
  Cairo: {
    city: 'Cairo',
    country: 'Egypt',
    currency: Currency.EGP,
    dialCode: '20',
    mobilePrefixes: ['10', '11', '12', '15'],
    subscriberDigits: 8,
  },
  Tunis: {
    city: 'Tunis',
    country: 'Tunisia',
    currency: Currency.TND,
    dialCode: '216',
    mobilePrefixes: ['20', '22', '50', '98'],
    subscriberDigits: 6,
  },
} as const satisfies Record<string, CitySeed>;
export type CityName = keyof typeof CITIES;

export interface BrandSeed {
  name: string;
  city: CityName;
  category: BrandCategory;
  /** Further categories the brand is listed under (0-2). */
  also: readonly BrandCategory[];
  /** Short description, at most 150 characters. */
  description: string;
  founder: string;
  /** A sentence or two on what makes the label distinct; opens the long description. */
  story: string;
  /** Words that name the brand's signature cloth or technique, used in product titles. */
  fabricWords: readonly string[];
  pattern: PatternStyle;
  palette: PaletteName;
  /** Founding year when the story fixes it; otherwise one is drawn. */
  founded?: number;
}

/** The demo brands. Invented names; any resemblance to a real label is unintended. */
export const BRANDS: readonly BrandSeed[] = [
  // Ready to Wear
  {
    name: 'Eko Threadworks',
    city: 'Lagos',
    category: 'Ready to Wear',
    also: ['Streetwear & Urban'],
    description:
      'Relaxed everyday silhouettes cut from hand-dyed adire and breathable cotton, made in small batches in Yaba.',
    founder: 'Temitope Adeyemi',
    story:
      'The label started with a single indigo vat in a shared Yaba courtyard and now works with three families of adire dyers in Abeokuta.',
    fabricWords: ['Adire', 'Indigo', 'Eleko'],
    pattern: 'adire',
    palette: 'indigo',
  },
  {
    name: 'Nsaa Atelier',
    city: 'Accra',
    category: 'Ready to Wear',
    also: ['High End Fashion Brands'],
    description: "Contemporary workwear with woven kente trims, tailored for Accra's heat and its long evenings.",
    founder: 'Efua Boateng',
    story:
      'Named after the hand-woven nsaa blankets of the Asante markets, the studio pairs crisp suiting fabrics with narrow strips of Bonwire kente.',
    fabricWords: ['Kente-Trim', 'Bonwire', 'Woven'],
    pattern: 'kente',
    palette: 'gold',
  },
  {
    name: 'Savanna Loom',
    city: 'Nairobi',
    category: 'Ready to Wear',
    also: ['Accessories'],
    description:
      'Easy linen separates and kitenge-print shirts for the city and the coast, produced ethically in Nairobi.',
    founder: 'Achieng Odhiambo',
    story:
      'Every print is drawn in the Karen studio and printed with a small Thika mill, so each season has its own limited run.',
    fabricWords: ['Kitenge', 'Linen', 'Savanna'],
    pattern: 'kitenge',
    palette: 'emerald',
  },
  {
    name: 'Mbali Mode',
    city: 'Johannesburg',
    category: 'Ready to Wear',
    also: [],
    description: 'Shweshwe-inspired dresses and co-ords with clean lines, cut in Johannesburg and finished by hand.',
    founder: 'Mbali Khumalo',
    story:
      'Mbali learned to sew from her grandmother in Pietermaritzburg and still uses her pinking shears on every shweshwe hem.',
    fabricWords: ['Shweshwe', 'Three Cats', 'Indigo'],
    pattern: 'shweshwe',
    palette: 'terracotta',
  },
  {
    name: 'Teranga Wear',
    city: 'Dakar',
    category: 'Ready to Wear',
    also: ['High End Fashion Brands'],
    description: 'Breezy boubous and wax-print separates celebrating Senegalese hospitality and colour.',
    founder: 'Awa Ndiaye',
    story:
      'Teranga means hospitality in Wolof, and the studio in Médina is open to anyone who wants to watch the boubous being cut.',
    fabricWords: ['Wax', 'Bazin', 'Teranga'],
    pattern: 'kitenge',
    palette: 'lagoon',
  },
  {
    name: 'Kigali Kitenge House',
    city: 'Kigali',
    category: 'Ready to Wear',
    also: ['Custom Design'],
    description: 'Modern staples in bold kitenge prints, sewn by a women-led workshop in Kigali.',
    founder: 'Aline Uwase',
    story: 'The cooperative behind the label trains twelve young women a year as pattern cutters and machinists.',
    fabricWords: ['Kitenge', 'Imigongo', 'Akagera'],
    pattern: 'kitenge',
    palette: 'gold',
  },
  {
    name: 'Adunni Daily',
    city: 'Abuja',
    category: 'Ready to Wear',
    also: ['Evening Gowns'],
    description: 'Polished everyday dresses and two-pieces for the modern Nigerian woman, in Ankara and soft crepe.',
    founder: 'Adunni Bello',
    story:
      'Adunni designs for women who go from the office in Wuse to an evening engagement without changing, so every piece has pockets and a forgiving waist.',
    fabricWords: ['Ankara', 'Crepe', 'Adunni'],
    pattern: 'kitenge',
    palette: 'plum',
  },
  {
    name: 'Zawadi Loom',
    city: 'Kampala',
    category: 'Ready to Wear',
    also: ['Accessories'],
    description: 'Bark-cloth accents and hand-loomed cotton separates from Kampala, designed for everyday ease.',
    founder: 'Grace Nakato',
    story:
      'Zawadi means gift; the label works with bark-cloth makers in Masaka and hand-loom weavers on the edge of Kampala.',
    fabricWords: ['Bark-Cloth', 'Handloom', 'Masaka'],
    pattern: 'mudcloth',
    palette: 'ochre',
  },
  {
    name: 'Sidi Linen',
    city: 'Tunis',
    category: 'Ready to Wear',
    also: ['Accessories'],
    description: 'Light linen and cotton resort wear inspired by the blue-and-white streets of Sidi Bou Said.',
    founder: 'Leila Ben Salah',
    story: 'Each collection borrows a colour from the doors and shutters of the old village above the Gulf of Tunis.',
    fabricWords: ['Linen', 'Medina', 'Jasmine'],
    pattern: 'zellige',
    palette: 'lagoon',
  },
  // Accessories
  {
    name: 'Oja Beadworks',
    city: 'Lagos',
    category: 'Accessories',
    also: ['Bridal'],
    description: 'Hand-strung glass and brass bead jewellery inspired by Yoruba coral regalia.',
    founder: 'Folake Ogunleye',
    story:
      'Oja is the Yoruba word for market, and the first pieces were sold from a single table at the Lekki Arts and Crafts Market.',
    fabricWords: ['Coral', 'Brass', 'Iyun'],
    pattern: 'kuba',
    palette: 'terracotta',
  },
  {
    name: 'Krobo Glass Co.',
    city: 'Kumasi',
    category: 'Accessories',
    also: [],
    description: 'Recycled Krobo glass bead necklaces, bracelets and earrings, each strand rolled and fired by hand.',
    founder: 'Kwabena Tetteh',
    story:
      'The beads are made from crushed bottles in clay moulds, a technique the founder learned from his uncles in Odumase.',
    fabricWords: ['Krobo', 'Recycled Glass', 'Powder-Glass'],
    pattern: 'kente',
    palette: 'gold',
  },
  {
    name: 'Shanga Lane',
    city: 'Mombasa',
    category: 'Accessories',
    also: ['Ready to Wear'],
    description: 'Beaded sandals, leather pouches and brass cuffs crafted by artisans along the Swahili coast.',
    founder: 'Zuhura Said',
    story:
      'The workshop sits in a narrow lane of Old Town Mombasa, where beadwork and leatherwork have been traded for centuries.',
    fabricWords: ['Swahili', 'Beaded', 'Kikoi'],
    pattern: 'kitenge',
    palette: 'lagoon',
  },
  {
    name: 'Derb Leather',
    city: 'Marrakech',
    category: 'Accessories',
    also: [],
    description: 'Hand-stitched leather bags and babouche slippers tanned naturally in the Marrakech medina.',
    founder: 'Youssef El Amrani',
    story: 'A derb is a small alley in the medina; the label works with tanners and saddle-stitchers who share one.',
    fabricWords: ['Medina', 'Saffron', 'Tan'],
    pattern: 'zellige',
    palette: 'ochre',
  },
  {
    name: 'Nile Weave',
    city: 'Cairo',
    category: 'Accessories',
    also: ['Ready to Wear'],
    description: 'Woven cotton scarves, beaded clutches and brass jewellery inspired by Nubian colour and pattern.',
    founder: 'Nour Abdelrahman',
    story:
      'The founder grew up between Cairo and Aswan and builds each collection around the painted houses of Nubian villages.',
    fabricWords: ['Nubian', 'Egyptian Cotton', 'Aswan'],
    pattern: 'zellige',
    palette: 'lagoon',
  },
  {
    name: 'Ubuntu Brass',
    city: 'Cape Town',
    category: 'Accessories',
    also: [],
    description: 'Hammered brass and recycled-copper jewellery, designed and finished in a Woodstock studio.',
    founder: 'Sipho Mahlangu',
    story: 'Ubuntu Brass melts down offcuts from local foundries, so no two cuffs are exactly the same colour.',
    fabricWords: ['Hammered Brass', 'Copper', 'Woodstock'],
    pattern: 'shweshwe',
    palette: 'midnight',
  },
  {
    name: 'Wax & Raffia',
    city: 'Abidjan',
    category: 'Accessories',
    also: ['Ready to Wear'],
    description: 'Raffia bags and wax-print accessories handmade by artisans in Treichville.',
    founder: 'Aïcha Koné',
    story: 'The label pairs raffia woven in the north of Côte d’Ivoire with offcuts of wax print from Abidjan tailors.',
    fabricWords: ['Raffia', 'Wax-Print', 'Treichville'],
    pattern: 'kitenge',
    palette: 'saffron',
  },
  // High End Fashion Brands
  {
    name: 'Maison Adesola',
    city: 'Lagos',
    category: 'High End Fashion Brands',
    also: ['Evening Gowns', 'Bridal'],
    description: 'Sculptural luxury womenswear in hand-woven aso-oke and silk, made to order in Ikoyi.',
    founder: 'Adesola Martins',
    story:
      'Adesola trained in Paris and returned to Lagos to build a house around aso-oke, woven for her on narrow looms in Iseyin.',
    fabricWords: ['Aso-Oke', 'Silk', 'Iseyin'],
    pattern: 'kente',
    palette: 'plum',
  },
  {
    name: 'Asantewaa Couture',
    city: 'Accra',
    category: 'High End Fashion Brands',
    also: ['Evening Gowns'],
    description: 'Couture-level womenswear fusing kente heritage with architectural tailoring.',
    founder: 'Nana Ama Asantewaa Owusu',
    story:
      'The house is named after the queen mother Yaa Asantewaa, and each collection is a study in structure and colour.',
    fabricWords: ['Kente', 'Adwinasa', 'Royal'],
    pattern: 'kente',
    palette: 'gold',
  },
  {
    name: 'House of Wanjiru',
    city: 'Nairobi',
    category: 'High End Fashion Brands',
    also: ['Evening Gowns'],
    description: 'Luxury ready-to-wear with hand-embroidered details, crafted by master artisans in Nairobi.',
    founder: 'Wanjiru Kamau',
    story: 'Every garment carries at least forty hours of hand embroidery by the atelier in Lavington.',
    fabricWords: ['Embroidered', 'Silk', 'Lavington'],
    pattern: 'kitenge',
    palette: 'midnight',
  },
  {
    name: 'Atelier Sahel',
    city: 'Dakar',
    category: 'High End Fashion Brands',
    also: ['Made to Measure'],
    description: 'Refined silk boubous and indigo-dyed tailoring from a Dakar atelier with a couture finish.',
    founder: 'Moussa Diop',
    story: 'The atelier dyes its own indigo with growers from the Casamance and finishes every seam by hand.',
    fabricWords: ['Indigo', 'Sahel', 'Bazin Riche'],
    pattern: 'adire',
    palette: 'indigo',
  },
  {
    name: 'Tafari Maison',
    city: 'Addis Ababa',
    category: 'High End Fashion Brands',
    also: ['Bridal'],
    description: 'Luxury pieces in handwoven Ethiopian cotton with tibeb borders, made in Addis Ababa.',
    founder: 'Hana Tesfaye',
    story:
      'The maison works with weavers in Shiro Meda, whose tibeb borders take up to a week to weave for a single dress.',
    fabricWords: ['Tibeb', 'Shemma', 'Handwoven'],
    pattern: 'kente',
    palette: 'ivory',
  },
  {
    name: 'Noor El Nil',
    city: 'Cairo',
    category: 'High End Fashion Brands',
    also: ['Evening Gowns'],
    description: 'Elegant tailoring and draped silk in fine Egyptian cotton, finished by hand in Zamalek.',
    founder: 'Yasmine Farouk',
    story:
      'The label takes its geometry from the mashrabiya screens of Islamic Cairo and its cloth from long-staple Egyptian cotton.',
    fabricWords: ['Mashrabiya', 'Giza Cotton', 'Silk'],
    pattern: 'zellige',
    palette: 'midnight',
  },
  // Streetwear & Urban
  {
    name: 'Yaba Youth Club',
    city: 'Lagos',
    category: 'Streetwear & Urban',
    also: ['Ready to Wear'],
    description: "Graphic tees, cargo pants and adire-dyed hoodies from Lagos's tech-and-culture district.",
    founder: 'Tobi Olawale',
    story:
      'What started as a run of fifty tie-dyed hoodies for a Yaba hackathon became a label with a following across Lagos.',
    fabricWords: ['Adire-Dyed', 'Yaba', 'Eko'],
    pattern: 'adire',
    palette: 'saffron',
    founded: 2019,
  },
  {
    name: 'Jollof Supply',
    city: 'Accra',
    category: 'Streetwear & Urban',
    also: [],
    description: 'Oversized street staples with kente-strip details and bold Accra attitude.',
    founder: 'Kojo Antwi',
    story:
      'The label grew out of the Jamestown skate scene and still shoots every campaign on the streets around the lighthouse.',
    fabricWords: ['Kente-Strip', 'Jamestown', 'Osu'],
    pattern: 'kente',
    palette: 'saffron',
  },
  {
    name: 'Matatu Culture',
    city: 'Nairobi',
    category: 'Streetwear & Urban',
    also: ['Accessories'],
    description: "Streetwear inspired by Nairobi's matatu art: loud graphics, bright colour and heavyweight cotton.",
    founder: 'Brian Otieno',
    story: 'Each drop is designed with a different matatu painter, and a share of every sale goes back to the artist.',
    fabricWords: ['Matatu', 'Nganya', 'Graffiti'],
    pattern: 'kitenge',
    palette: 'lagoon',
  },
  {
    name: 'Soweto Drip Co.',
    city: 'Johannesburg',
    category: 'Streetwear & Urban',
    also: [],
    description: 'Washed denim, bucket hats and shweshwe-panel jackets from the heart of Soweto.',
    founder: 'Thabo Nkosi',
    story:
      'The studio on Vilakazi Street upcycles denim and pairs it with shweshwe panels printed in the Eastern Cape.',
    fabricWords: ['Shweshwe-Panel', 'Vilakazi', 'Washed Denim'],
    pattern: 'shweshwe',
    palette: 'midnight',
  },
  {
    name: 'Kasbah Street',
    city: 'Casablanca',
    category: 'Streetwear & Urban',
    also: ['Accessories'],
    description: 'Urban essentials mixing Moroccan zellige graphics with relaxed, oversized cuts.',
    founder: 'Mehdi Benali',
    story: 'The founder prints zellige-inspired graphics by hand in a former garage in the Maarif district.',
    fabricWords: ['Zellige', 'Maarif', 'Atlas'],
    pattern: 'zellige',
    palette: 'terracotta',
  },
  {
    name: 'Boda Boda Apparel',
    city: 'Kampala',
    category: 'Streetwear & Urban',
    also: [],
    description:
      'Utility streetwear for motorbike-taxi culture: reflective trims, sturdy canvas and bark-cloth patches.',
    founder: 'Ivan Ssempala',
    story: 'The first jackets were made for boda boda riders in Wandegeya; now the whole city wears them.',
    fabricWords: ['Canvas', 'Bark-Patch', 'Wandegeya'],
    pattern: 'mudcloth',
    palette: 'ochre',
    founded: 2020,
  },
  // Evening Gowns
  {
    name: 'Osun Evening',
    city: 'Lagos',
    category: 'Evening Gowns',
    also: ['Bridal'],
    description: 'Red-carpet gowns in beaded lace and silk, designed for Lagos owambe and gala nights.',
    founder: 'Omolara Fashola',
    story:
      'Named after the river goddess, the label is known for gowns that move like water and catch every light in the room.',
    fabricWords: ['Beaded Lace', 'Osun', 'Silk'],
    pattern: 'kitenge',
    palette: 'plum',
  },
  {
    name: 'Akoma Gowns',
    city: 'Accra',
    category: 'Evening Gowns',
    also: ['Custom Design'],
    description: 'Sweeping evening gowns with hand-placed beadwork and kente-inspired bodices.',
    founder: 'Abena Sarpong',
    story:
      'Akoma is the Adinkra symbol of the heart, and every gown carries a small hand-beaded akoma inside the lining.',
    fabricWords: ['Kente-Bodice', 'Akoma', 'Beaded'],
    pattern: 'kente',
    palette: 'midnight',
  },
  {
    name: 'Nyota Eveningwear',
    city: 'Nairobi',
    category: 'Evening Gowns',
    also: ['Made to Measure'],
    description: 'Modern evening gowns with sculpted bodices and flowing chiffon, made to measure in Westlands.',
    founder: 'Nyokabi Mwangi',
    story: 'Nyota means star in Kiswahili; the atelier drapes every gown on the client before a single cut is made.',
    fabricWords: ['Chiffon', 'Nyota', 'Starlight'],
    pattern: 'shweshwe',
    palette: 'emerald',
  },
  {
    name: 'Thandeka Gowns',
    city: 'Durban',
    category: 'Evening Gowns',
    also: ['Bridal'],
    description: 'Glamorous evening gowns in sequins and satin, handmade in Durban for galas and matric dances.',
    founder: 'Thandeka Zulu',
    story: 'Thandeka opened her studio on Florida Road after ten years of dressing friends for matric dances for free.',
    fabricWords: ['Sequinned', 'Satin', 'Umhlanga'],
    pattern: 'mudcloth',
    palette: 'blush',
  },
  {
    name: 'Layali Couture',
    city: 'Cairo',
    category: 'Evening Gowns',
    also: ['High End Fashion Brands'],
    description: "Opulent evening gowns with hand embroidery inspired by Cairo's Islamic architecture.",
    founder: 'Salma Hassan',
    story:
      'Layali means nights; the couture house takes its arches, stars and lattices from the mosques of Al-Muizz Street.',
    fabricWords: ['Tally', 'Layali', 'Embroidered'],
    pattern: 'zellige',
    palette: 'midnight',
  },
  // Bridal
  {
    name: 'Iyawo Bridal',
    city: 'Lagos',
    category: 'Bridal',
    also: ['Custom Design', 'Evening Gowns'],
    description: 'Bespoke bridal gowns and traditional aso-oke wedding looks for the modern Nigerian bride.',
    founder: 'Bukola Adebayo',
    story:
      'Iyawo means bride in Yoruba; the studio dresses brides for both the engagement ceremony and the white wedding.',
    fabricWords: ['Aso-Oke', 'Lace', 'Iyawo'],
    pattern: 'kente',
    palette: 'ivory',
  },
  {
    name: 'Awo Bridal House',
    city: 'Kumasi',
    category: 'Bridal',
    also: ['Custom Design'],
    description: 'Kente wedding ensembles and white-wedding gowns, designed together with each couple.',
    founder: 'Akosua Frimpong',
    story: 'Couples choose their kente pattern with the weavers at Adanwomase before the gown is designed around it.',
    fabricWords: ['Kente', 'Adanwomase', 'Ivory'],
    pattern: 'kente',
    palette: 'ivory',
  },
  {
    name: 'Harusi Atelier',
    city: 'Mombasa',
    category: 'Bridal',
    also: ['Evening Gowns'],
    description: 'Swahili-coast bridal wear: lace, silk and hand-beaded veils crafted in Old Town Mombasa.',
    founder: 'Amina Abdalla',
    story: 'Harusi is Kiswahili for wedding, and the atelier draws on a century of Swahili bridal embroidery.',
    fabricWords: ['Swahili Lace', 'Harusi', 'Pearl'],
    pattern: 'zellige',
    palette: 'blush',
  },
  {
    name: 'Umabo Bridal',
    city: 'Johannesburg',
    category: 'Bridal',
    also: ['Custom Design'],
    description: 'Wedding gowns and umembeso outfits blending Zulu beadwork with contemporary bridal design.',
    founder: 'Naledi Dlamini',
    story: 'The studio dresses brides for both days of a traditional wedding and the white ceremony in between.',
    fabricWords: ['Beadwork', 'Umembeso', 'Isidwaba'],
    pattern: 'mudcloth',
    palette: 'ivory',
  },
  {
    name: 'Dakar Mariage',
    city: 'Dakar',
    category: 'Bridal',
    also: ['Made to Measure'],
    description: 'Elegant bridal boubous and gowns in bazin riche and lace, embroidered in Dakar.',
    founder: 'Fatou Sow',
    story: 'Every bridal boubou is embroidered by hand in the Sicap workshop, a process that takes three weeks.',
    fabricWords: ['Bazin', 'Lace', 'Teranga'],
    pattern: 'adire',
    palette: 'blush',
  },
  // Custom Design
  {
    name: 'Studio Kwaku',
    city: 'Accra',
    category: 'Custom Design',
    also: ['Made to Measure'],
    description: 'One-off pieces designed with you, from sketch to final fitting, in our Osu studio.',
    founder: 'Kwaku Mensah',
    story:
      'Kwaku sketches every commission in front of the client and keeps a paper pattern for every person he has dressed.',
    fabricWords: ['Bespoke', 'Osu', 'Kente-Accent'],
    pattern: 'kente',
    palette: 'emerald',
  },
  {
    name: 'Nia Creative Studio',
    city: 'Kigali',
    category: 'Custom Design',
    also: ['Evening Gowns'],
    description: 'Custom-designed occasion wear and statement pieces, sketched, sampled and sewn in Kigali.',
    founder: 'Nadia Mukamana',
    story: 'Nia works with imigongo painters on custom prints, so a client can wear a pattern made for them alone.',
    fabricWords: ['Imigongo', 'Custom', 'Nyamirambo'],
    pattern: 'kuba',
    palette: 'terracotta',
  },
  {
    name: 'Atelier Zainab',
    city: 'Abuja',
    category: 'Custom Design',
    also: ['Bridal'],
    description: "Custom modest fashion and occasion wear, designed around each client's story.",
    founder: 'Zainab Usman',
    story:
      'The atelier in Maitama specialises in modest silhouettes with generous drape, hand embroidery and matching veils.',
    fabricWords: ['Modest', 'Embroidered', 'Maitama'],
    pattern: 'kuba',
    palette: 'emerald',
  },
  // Made to Measure
  {
    name: 'Agbada & Co.',
    city: 'Lagos',
    category: 'Made to Measure',
    also: ['Bridal'],
    description: 'Made-to-measure agbada, kaftans and senator suits for grooms, groomsmen and every big day.',
    founder: 'Chukwuemeka Obi',
    story:
      'The tailors in Surulere cut every agbada from a fresh pattern and embroider the neckline on a hand-guided machine.',
    fabricWords: ['Agbada', 'Senator', 'Damask'],
    pattern: 'adire',
    palette: 'indigo',
  },
  {
    name: 'Kamau & Sons Tailoring',
    city: 'Nairobi',
    category: 'Made to Measure',
    also: ['Custom Design'],
    description: 'Three generations of made-to-measure suits and shirts, cut and sewn on Moi Avenue.',
    founder: 'Peter Kamau',
    story:
      'Peter took over his grandfather’s tailoring shop in 1996 and still drafts every pattern by hand; the family began taking orders online in 2019.',
    fabricWords: ['Pinstripe', 'Merino', 'Moi Avenue'],
    pattern: 'shweshwe',
    palette: 'midnight',
    founded: 1996,
  },
  {
    name: 'Habesha Measure',
    city: 'Addis Ababa',
    category: 'Made to Measure',
    also: ['Bridal'],
    description: 'Made-to-measure habesha kemis and modern suits, fitted in our Bole studio.',
    founder: 'Selam Bekele',
    story: 'Selam combines the handwoven tibeb borders of her grandmother’s generation with modern pattern cutting.',
    fabricWords: ['Tibeb', 'Habesha', 'Netela'],
    pattern: 'kente',
    palette: 'ivory',
  },
  // Alterations
  {
    name: 'Needle & Thimble',
    city: 'Cape Town',
    category: 'Alterations',
    also: ['Made to Measure'],
    description: 'Expert alterations, resizing and repairs for everything from denim to wedding gowns.',
    founder: 'Fatima Isaacs',
    story:
      'The Bo-Kaap workroom has altered everything from matric dance dresses to heirloom wedding gowns for more than a decade.',
    fabricWords: ['Reworked', 'Bo-Kaap', 'Mended'],
    pattern: 'shweshwe',
    palette: 'emerald',
    founded: 2012,
  },
  {
    name: 'Kampala Stitch Studio',
    city: 'Kampala',
    category: 'Alterations',
    also: ['Custom Design'],
    description: 'Fast, careful alterations, hemming and resizing, with same-week turnaround in central Kampala.',
    founder: 'Ruth Namutebi',
    story: 'Ruth trained as a tailor at Owino market and now runs a studio of six tailors off Kampala Road.',
    fabricWords: ['Reworked', 'Kitenge', 'Barkcloth-Trim'],
    pattern: 'mudcloth',
    palette: 'terracotta',
  },
];

/** The two brands the demo brand admin owns (by name; ids come from `brandIdFor`). */
export const BRAND_ADMIN_BRAND_NAMES = ['Eko Threadworks', 'Iyawo Bridal'] as const;

/** Brands that joined within the last month (so the studio's "recent brands" figures are not zero). */
export const RECENTLY_JOINED_BRAND_NAMES: readonly string[] = ['Sidi Linen', 'Noor El Nil', 'Studio Kwaku'];

/** Brands the demo shopper has reviewed and saved as favourites. */
export const SHOPPER_FAVOURITE_BRAND_NAMES: readonly string[] = ['Savanna Loom', 'Maison Adesola'];

/** The brand the home-page spotlight features. */
export const SPOTLIGHT_BRAND_NAME = 'Asantewaa Couture';
