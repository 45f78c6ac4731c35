/** The inbox screen's own texts (the spec describes no inbox screen). */
export const INBOX_TEXTS = {
  signIn: 'Please log in to access your inbox.',
  loadFailed: 'Failed to load inbox',
  loadFailedTitle: 'The inbox could not be loaded.',
  loadMoreFailed: 'Failed to load more inbox entries. Please try again.',
  entryLoadFailed: 'Failed to load this entry',
  entryNotFound: 'This entry could not be found. It may have been removed, or it is not addressed to your brands.',
  markedRead: 'Marked as read',
  markedUnread: 'Marked as unread',
  markReadFailed: 'Failed to mark the entry as read',
  markUnreadFailed: 'Failed to mark the entry as unread',
  markAllFailed: 'Failed to mark the inbox as read',
  markedAll: (count: number) =>
    count === 0 ? 'Everything here was already read' : `Marked ${count} ${count === 1 ? 'entry' : 'entries'} as read`,
  empty: {
    title: 'Your inbox is empty',
    message: 'Contact enquiries, custom orders and brand requests for your brands will appear here.',
  },
  noMatches: {
    title: 'Nothing matches your filters',
    message: 'Try another search, kind or brand, or reset the filters.',
  },
} as const;
