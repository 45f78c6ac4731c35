export const portfolioPaths = {
  list: '/studio/portfolio',
  new: '/studio/portfolio/new',
} as const;
