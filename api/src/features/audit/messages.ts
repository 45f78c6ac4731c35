export const AUDIT_MESSAGES = {
  noFeedAccess: 'You do not have permission to access this page.',
  platformTeam: 'Adire team',
} as const;
