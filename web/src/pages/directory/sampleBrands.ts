import type { BrandCardData } from '../../components/brand/BrandCardLayout';

export interface SampleBrand extends BrandCardData {
  key: string;
  palette: [string, string];
}

/** Shown when the directory cannot be loaded: four verified designers in Lagos, Accra and Nairobi. */
export const SAMPLE_BRANDS: readonly SampleBrand[] = [
  {
    key: 'indigo-loom',
    name: 'Indigo Loom Studio',
    category: 'Ready to Wear',
    categories: ['Ready to Wear'],
    city: 'Lagos',
    isVerified: true,
    rating: 4.8,
    reviewCount: 56,
    description: 'Hand-dyed adire separates cut in relaxed, modern silhouettes for everyday wear.',
    priceRange: '₦35,000 – ₦180,000',
    palette: ['#3d4f98', '#161d42'],
  },
  {
    key: 'kente-and-kin',
    name: 'Kente & Kin',
    category: 'High End Fashion Brands',
    categories: ['High End Fashion Brands'],
    city: 'Accra',
    isVerified: true,
    rating: 4.9,
    reviewCount: 41,
    description: 'Contemporary tailoring in kente woven by family looms, finished in an Accra atelier.',
    priceRange: 'GH₵900 – GH₵6,500',
    palette: ['#c98b2c', '#7a4d0c'],
  },
  {
    key: 'savanna-thread',
    name: 'Savanna Thread',
    category: 'Accessories',
    categories: ['Accessories'],
    city: 'Nairobi',
    isVerified: true,
    rating: 4.7,
    reviewCount: 38,
    description: 'Beaded leather bags and jewellery made with artisan collectives across Kenya.',
    priceRange: 'KSh 4,500 – KSh 38,000',
    palette: ['#2d6a4c', '#123326'],
  },
  {
    key: 'eko-evening',
    name: 'Eko Evening',
    category: 'Evening Gowns',
    categories: ['Evening Gowns'],
    city: 'Lagos',
    isVerified: true,
    rating: 4.9,
    reviewCount: 63,
    description: 'Sculpted evening gowns in silk, lace and aso-oke for the grandest nights.',
    priceRange: '₦250,000 – ₦1,200,000',
    palette: ['#b4533a', '#5e2418'],
  },
];
