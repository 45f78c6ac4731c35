export const USER_MESSAGES = {
  noAccess: 'You do not have permission to access this page.',
  notFound: 'User not found',
  lastSuperAdmin: 'The last super admin cannot be given another role.',
  noLongerSuperAdmin: 'Your account is no longer a super admin, so it cannot change roles.',
  unknownBrands: 'One or more brands do not exist.',
} as const;
