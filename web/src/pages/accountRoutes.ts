import type { RouteObject } from 'react-router';

/** Sign-in, sign-up, password and profile pages, and the beta password gate. */
export const ACCOUNT_ROUTES: RouteObject[] = [
  { path: 'login', lazy: { Component: async () => (await import('./login/LoginPage')).LoginPage } },
  {
    path: 'auth/callback',
    lazy: { Component: async () => (await import('./auth-callback/AuthCallbackPage')).AuthCallbackPage },
  },
  { path: 'signup', lazy: { Component: async () => (await import('./signup/SignUpPage')).SignUpPage } },
  {
    path: 'confirm-email',
    lazy: { Component: async () => (await import('./confirm-email/ConfirmEmailPage')).ConfirmEmailPage },
  },
  {
    path: 'forgot-password',
    lazy: { Component: async () => (await import('./forgot-password/ForgotPasswordPage')).ForgotPasswordPage },
  },
  {
    path: 'reset-password',
    lazy: { Component: async () => (await import('./reset-password/ResetPasswordPage')).ResetPasswordPage },
  },
  { path: 'profile', lazy: { Component: async () => (await import('./profile/ProfilePage')).ProfilePage } },
  {
    path: 'password-gate',
    lazy: { Component: async () => (await import('./password-gate/PasswordGatePage')).PasswordGatePage },
  },
];
