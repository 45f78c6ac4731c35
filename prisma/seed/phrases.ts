import type { BrandCategory } from './data.js';

/** Texts the seed composes descriptions and reviews from. No contractions: the studio stores formal text. */

/** Paragraphs about how a brand of each category works; two are chosen for each long description. */
export const CATEGORY_PARAGRAPHS: Record<BrandCategory, readonly string[]> = {
  'Ready to Wear': [
    'The collections are built around pieces that work hard: dresses that go from the office to dinner, shirts that survive the heat and trousers with proper pockets. Every style is cut with room to move.',
    'Production stays deliberately small. Fabric is bought in short runs, so once a print sells out it rarely returns, and offcuts are turned into scarves, bags and hair ties.',
    'Each season starts with the fabric rather than the sketch: the team visits dyers and weavers first and designs around what they find.',
  ],
  Accessories: [
    'Every piece is made by hand in small batches, so slight variations in colour and shape are part of the character of each item.',
    'The studio works directly with the artisans who make each piece and pays fair, agreed prices for their work.',
    'Pieces are designed to be worn every day and passed on, with fittings that can be repaired rather than replaced.',
  ],
  'High End Fashion Brands': [
    'Collections are presented twice a year and produced in limited numbers, with many pieces made to order and fitted in person.',
    'The atelier combines traditional hand techniques with precise pattern cutting, and every garment is finished by hand.',
    'Private appointments are available in the studio, and clients abroad are fitted over video call with a measurement kit sent in advance.',
  ],
  'Streetwear & Urban': [
    'Drops are released in limited numbers and announced first on Instagram; most sell out within days.',
    'Everything is printed and sewn locally, using heavyweight cotton that is built to last and looks better with every wash.',
    'The label collaborates with local artists, musicians and skaters, and a share of every drop goes to youth arts programmes in the city.',
  ],
  'Evening Gowns': [
    'Each gown is built on a structured inner corset so it holds its shape all night, and every bead and sequin is placed by hand.',
    'Gowns can be ordered from the collection or adapted to the client, with two to three fittings included.',
    'The studio dresses clients for weddings, galas and award ceremonies, and offers a styling session with every commission.',
  ],
  Bridal: [
    'Brides book an initial consultation to talk through the ceremony, the setting and the story they want to tell before any sketch is made.',
    'Most gowns take eight to twelve weeks from first fitting to final delivery, and rush commissions are considered case by case.',
    'The studio also dresses mothers of the bride, bridesmaids and grooms, so the whole wedding party looks considered together.',
  ],
  'Custom Design': [
    'Every commission starts with a conversation and a mood board; the studio then develops sketches, fabric swatches and a toile before cutting the final piece.',
    'Clients can bring their own fabric or choose from the studio library of hand-dyed and hand-woven cloth.',
    'Remote clients are guided through their measurements over video call, and toiles are shipped for fitting where needed.',
  ],
  'Made to Measure': [
    "Each garment is cut from an individual paper pattern drafted from the client's own measurements and kept on file for future orders.",
    'A first fitting is followed by one or two adjustments, and repeat orders can be made without a new fitting.',
    'Fabrics range from lightweight linens for the heat to fine wools and brocades for ceremonies.',
  ],
  Alterations: [
    'No job is too small: hems, zips, resizing, relining and full restyles are all handled in-house.',
    'Wedding gowns and occasion wear are altered by senior tailors only, with a fitting before and after the work.',
    'Most alterations are ready within the week, and an express service is available for events.',
  ],
};

export const CLOSING_PARAGRAPHS = [
  'Shipping is arranged directly between the studio and each client, whether locally or abroad.',
  'The team is happy to advise on sizing and styling before an order is placed.',
  'Orders are made in small batches, and lead times are confirmed when each order is placed.',
  'Clients are welcome to visit the studio by appointment to see the fabrics in person.',
] as const;

export const COLLECTION_INSPIRATIONS = [
  'the colours of the city at dusk',
  'long Sunday lunches with family',
  'the busy markets of {city}',
  'the sea breeze on the coast',
  "the patterns on our grandmothers' wrappers",
  'celebrations that last all night',
  'the first rains after the dry season',
  'the architecture of old {city}',
] as const;

export const COLLECTION_DESCRIPTIONS = [
  '{title} brings together {count} pieces in {fabric}, inspired by {inspiration}.',
  'Inspired by {inspiration}, {title} pairs {fabric} with clean, modern shapes designed in {city}.',
  'A tight edit of {count} looks in {fabric}. {title} is about ease, colour and pieces that work together.',
  '{title} is our take on {inspiration}: {fabric}, hand-finished details and silhouettes made to be worn again and again.',
] as const;

export const PRODUCT_CLOSINGS = [
  'Designed and made in {city}.',
  'Each piece is cut individually, so pattern placement varies slightly from the photographs.',
  'Pairs well with other pieces from the same collection.',
  'Made in small batches by the {brand} studio.',
] as const;

export const REVIEW_COMMENTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Absolutely stunning work. The fabric is even richer in person and the fit was perfect on the first try.',
    'I wore my {brand} piece to a wedding in {city} and lost count of the compliments. Worth every penny.',
    'Beautiful craftsmanship and lovely communication throughout. Delivery was arranged quickly and everything arrived well packed.',
    'The colours are incredible and the stitching is immaculate. This is my third order and it will not be my last.',
    'They took my measurements over a video call and the result fits like a glove. Highly recommend.',
    'You can feel the care that goes into every seam. My mother asked where I bought it before I had even sat down.',
    'Gorgeous piece, and the team answered all my questions about sizing within the hour.',
    'I have never owned anything that fits this well. Proud to support a designer doing things properly.',
  ],
  4: [
    'Lovely quality and a great fit. Shipping to London took a little longer than expected, but it was worth the wait.',
    'Really happy with my order. The colour is slightly deeper than in the photos, which I actually prefer.',
    'Great design and good communication. I would have liked a few more size options, but the tailoring is excellent.',
    'Well made and comfortable enough to wear all day. The sleeves needed a small adjustment, which they handled quickly.',
    'Beautiful fabric and a thoughtful finish. Delivery was arranged directly with the designer and went smoothly.',
    'Very pleased overall. It runs slightly large, so I would size down.',
  ],
  3: [
    'Nice design, but the fit across the shoulders was a little tight. The team offered an alteration, which I appreciated.',
    'The piece is pretty, but it took three weeks longer than quoted. Communication could have been better.',
    'Good quality fabric, though the finish on the hem was not quite as neat as I expected for the price.',
  ],
  2: [
    'The colour was quite different from the photos and the exchange took a long time. The fabric itself is nice.',
    'Lovely concept, but my order arrived too late for the event I bought it for.',
  ],
  1: [
    'Unfortunately the sizing was far off and I had to have it remade elsewhere. Disappointing.',
    'I waited two months and had to chase several times for an update.',
  ],
};

export const REPLIES_POSITIVE = [
  'Thank you so much, {first}! We are delighted you love it and cannot wait to dress you again.',
  'Thank you for the kind words, {first}. Your photos made the whole studio smile.',
  'We really appreciate you taking the time to write this, {first}. See you for the next fitting!',
  'Thank you, {first}. We have added more detail to our size guide so the next order is even easier.',
] as const;

export const REPLIES_CRITICAL = [
  'We are sorry to hear this, {first}. Please email us so we can make it right.',
  'Thank you for your patience, {first}. We have taken on two more tailors so lead times are back on track, and we would love the chance to make this up to you.',
  'We are sorry the fit was not right, {first}. Our team will contact you about a free alteration.',
] as const;

export const REPLY_FOLLOW_UPS = {
  resolved: 'Update: we have been in touch with {first} and the issue has been resolved.',
  thanks: 'Thank you again, {first}. A small thank-you gift is on its way with your next order.',
} as const;

/** Fills {placeholders} from the values given. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}
