/**
 * The studio review screens' texts. The spec lists the Reviews section without describing it, so
 * these are ours (docs/decisions.md, "Studio reviews").
 */
export const REVIEW_STUDIO_MESSAGES = {
  noAccess: 'You do not have permission to access this page.',
  /** Said alike for another brand's review and for one that does not exist, so a brand admin learns nothing. */
  notYourReview: 'You can only manage reviews of your own brands.',
  reviewNotFound: 'Review not found',
  replyNotFound: 'Reply not found',
  platformRepliesAdminsOnly: 'Only platform admins can reply as the Adire Team.',
  platformReplyAdminsOnly: 'Only platform admins can change replies from the Adire Team.',
  moderateAdminsOnly: 'Only platform admins can hide or show reviews.',
  replyRequired: 'Please enter a reply',
  replyTooLong: (max: number) => `Reply must be at most ${max} characters long`,
  replied: 'Reply posted',
  replyUpdated: 'Reply updated',
  replyDeleted: 'Reply deleted',
  hidden: 'Review hidden from the brand page',
  unhidden: 'Review shown on the brand page again',
  replyFailed: 'Failed to post reply',
  updateFailed: 'Failed to update reply',
  deleteFailed: 'Failed to delete reply',
  hideFailed: 'Failed to hide review',
  unhideFailed: 'Failed to show review',
} as const;
