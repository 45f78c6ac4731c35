import { UnauthenticatedError } from '../../errors.js';

export const reviewPolicies = {
  /** Writing a review: any signed-in user. */
  write: { signedIn: true },
  writeRefused: () => new UnauthenticatedError('You need to be signed in to write a review.'),
};
