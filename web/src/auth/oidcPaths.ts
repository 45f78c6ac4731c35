/** Where the provider sends the browser back to after sign-in and after sign-out. */
export const AUTH_CALLBACK_PATH = '/auth/callback';
export const POST_LOGOUT_PATH = '/login';
