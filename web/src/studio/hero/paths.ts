/** The hero carousel's screens (spec section 2). */
export const heroPaths = {
  list: '/studio/hero',
  new: '/studio/hero/new',
  edit: (slideId: string) => `/studio/hero/${encodeURIComponent(slideId)}`,
} as const;
