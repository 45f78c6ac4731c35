/** The applications screen's texts (spec: studio part one, section 8, Applications). */
export const APPLICATION_MESSAGES = {
  notFound: 'Application not found',
  noAccess: 'You do not have permission to access this page.',
  loadFailed: 'Failed to load applications',
  updateFailed: (text: string) => `Failed to update application: ${text}`,
  deleteRouteMissing: 'API route not found. Please check if the route is deployed correctly.',
  deleteServerError: 'Server error occurred while deleting the application.',
  deleteFailed: (status: number, text: string) => `Failed to delete application (${status}): ${text}`,
  updated: 'Application status updated successfully',
  deleted: 'Application deleted successfully',
} as const;
