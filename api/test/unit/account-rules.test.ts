import { describe, expect, it } from 'vitest';
import { emailProblem, normalizeEmail } from '../../src/domain/email-address.js';
import { newPasswordErrors, passwordStrengthProblem } from '../../src/domain/password-policy.js';
import { tooManyAttemptsMessage } from '../../src/auth/login-throttle.js';

describe('password rules (spec wording, in order)', () => {
  it.each([
    ['Ab1', 'Password must be at least 8 characters long'],
    ['ABCDEFG1', 'Password must contain at least one lowercase letter'],
    ['abcdefg1', 'Password must contain at least one uppercase letter'],
    ['Abcdefgh', 'Password must contain at least one number'],
    ['Abcdefg1', null],
    ['Ọ̀yọ́-Ìlú-2026', null],
  ])('%s -> %s', (password, message) => {
    expect(passwordStrengthProblem(password)).toBe(message);
  });

  it('reports a mismatched confirmation on its own field', () => {
    expect(newPasswordErrors('Abcdefg1', 'Abcdefg2')).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(newPasswordErrors('short', 'other')).toEqual({ password: 'Password must be at least 8 characters long', confirmPassword: 'Passwords do not match' });
  });
});

describe('e-mail addresses', () => {
  it('normalises and checks them', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(emailProblem('')).toBe('Email is required');
    expect(emailProblem('ada@example')).toBe('Please enter a valid email address');
    expect(emailProblem('ada@example.com')).toBeNull();
  });
});

describe('throttle message', () => {
  it('says how long to wait', () => {
    expect(tooManyAttemptsMessage(15)).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    expect(tooManyAttemptsMessage(1)).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
  });
});
