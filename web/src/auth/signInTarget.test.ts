import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeTarget, signInReturnTarget, signInTargetFrom } from './signInTarget';

describe('safeTarget', () => {
  it('keeps paths on this site', () => {
    expect(safeTarget('/brand/abc?tab=reviews#reviews')).toBe('/brand/abc?tab=reviews#reviews');
    expect(safeTarget('/')).toBe('/');
  });

  it.each([
    'https://example.com/',
    '//example.com',
    '/\\example.com',
    '/\t/example.com',
    '/\n/example.com',
    'brand/abc',
    '',
    null,
    undefined,
  ])('refuses %j', (candidate) => {
    expect(safeTarget(candidate)).toBeNull();
  });
});

describe('signInReturnTarget', () => {
  it('keeps pages worth coming back to', () => {
    expect(signInReturnTarget('/brand/abc')).toBe('/brand/abc');
    expect(signInReturnTarget('/studio/profile')).toBe('/studio/profile');
    expect(signInReturnTarget('/directory?category=bridal')).toBe('/directory?category=bridal');
    expect(signInReturnTarget('/login-help')).toBe('/login-help');
  });

  it.each([
    '/login',
    '/login?redirect=/studio',
    '/LOGIN/',
    '/%6Cogin',
    '/brand/../login',
    '/signup',
    '/auth/callback?code=x',
    '/password-gate?redirect=/',
    '/confirm-email?token=t',
    '/forgot-password',
    '/reset-password?token=t',
    'https://example.com/brand/abc',
  ])('never returns to %j', (candidate) => {
    expect(signInReturnTarget(candidate)).toBeNull();
  });
});

describe('signInTargetFrom', () => {
  it('reads the target carried in the OpenID state', () => {
    expect(signInTargetFrom({ redirectTo: '/favourites' })).toBe('/favourites');
    expect(signInTargetFrom({ redirectTo: '/login' })).toBeNull();
    expect(signInTargetFrom('nonsense')).toBeNull();
  });
});

describe('loginPathReturningTo', () => {
  it('names the page to come back to, slashes kept readable', () => {
    expect(loginPathReturningTo('/studio')).toBe('/login?redirect=/studio');
    expect(loginPathReturningTo('/directory?category=bridal&page=2')).toBe(
      '/login?redirect=/directory%3Fcategory%3Dbridal%26page%3D2',
    );
  });

  it('is plain /login for the home page, where a plain sign-in lands anyway', () => {
    expect(loginPathReturningTo('/')).toBe('/login');
  });

  it('is plain /login from the sign-in pages themselves and for other sites', () => {
    expect(loginPathReturningTo('/login?interaction=abc')).toBe('/login');
    expect(loginPathReturningTo('/signup')).toBe('/login');
    expect(loginPathReturningTo('//example.com')).toBe('/login');
  });
});
