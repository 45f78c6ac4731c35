/** What a visitor reads when the request never reached the server. */
export const NETWORK_ERROR = 'Network error. Please check your connection and try again.';
