/** The inbox's texts (the spec lists the section without describing it; these are the studio's own words). */
export const INBOX_MESSAGES = {
  noAccess: 'You do not have permission to access this page.',
  signIn: 'Please log in to access your inbox.',
  notFound: 'Inbox entry not found',
  badCursor: 'This page of the inbox is no longer valid. Please reload the list.',
  backwardsPaging: 'The inbox pages forwards only: use first and after.',
} as const;
