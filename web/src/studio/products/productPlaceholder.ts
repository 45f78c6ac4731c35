/**
 * The picture shown for a product without an image (section 2: a fallback placeholder): an adire
 * motif in indigo on ivory, inline so it never fails to load.
 */
export const PRODUCT_PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f1e9da"/><g fill="none" stroke="#2b3a7a" stroke-width="6" opacity="0.35"><circle cx="100" cy="100" r="50"/><circle cx="300" cy="100" r="50"/><circle cx="100" cy="300" r="50"/><circle cx="300" cy="300" r="50"/><path d="M200 40v320M40 200h320"/></g><text x="200" y="212" text-anchor="middle" font-family="sans-serif" font-size="28" fill="#1f2a5c">No image yet</text></svg>`,
)}`;
