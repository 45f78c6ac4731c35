/** The hero slide screens' texts (spec: studio part one, sections 5, 8 and 9). */
export const HERO_MESSAGES = {
  imageRequired: 'Hero image is required',
  titleRequired: 'Title is required',
  heroTitleRequired: 'Hero title is required',
  displayOrder: 'Display order must be a whole number of at least 1',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  imageUrl: 'Please enter an image URL starting with http:// or https://',
  linkInvalid:
    'Please enter a link to a page of this site (starting with /) or a web address starting with http:// or https://',
  notFound: 'Hero slide not found',
  createFailed: (message: string) => `Failed to create hero slide: ${message}`,
  updateFailed: 'Failed to update hero slide',
  noAccess: 'You do not have permission to access this page.',
  created: 'Hero slide created successfully',
  updated: 'Hero slide updated successfully',
  deleted: 'Hero slide deleted successfully',
} as const;
