export const PLATFORM_CLAIMS = [
  { figure: '500+', label: 'Designers' },
  { figure: '10k+', label: 'Clients' },
  { figure: '50+', label: 'Countries' },
] as const;

export const CLIENT_STEPS = [
  {
    title: 'Discover',
    text: 'Browse curated brands, collections and tailors from across Africa, filtered by category, occasion and city.',
  },
  {
    title: 'Connect',
    text: 'Save favourites, read reviews and contact designers directly by e-mail, WhatsApp or Instagram.',
  },
  {
    title: 'Commission',
    text: 'Place a custom order with your measurements; the designer confirms price, timing and delivery within 24-48 hours.',
  },
] as const;

export const DESIGNER_STEPS = [
  { title: 'Apply', text: 'Tell us about your brand through the Join page. Joining is free for now.' },
  { title: 'Get verified', text: 'Our team reviews every application by hand and welcomes each new brand personally.' },
  {
    title: 'Grow',
    text: 'Run your profile, collections and products from your studio, and answer enquiries from new clients.',
  },
] as const;

export const FEATURES = [
  { title: 'Curated directory', text: 'Every brand is reviewed, so quality comes first.' },
  { title: 'Made to measure', text: 'Custom orders with fit, length and sleeve preferences.' },
  { title: 'Direct relationships', text: 'Shipping and payment are arranged directly with the designer.' },
  { title: 'Honest reviews', text: 'Signed-in shoppers review brands; designers can reply.' },
] as const;
