import { describe, expect, it } from 'vitest';
import { newPasswordErrors, passwordStrengthProblem } from './password-policy.js';

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
    expect(newPasswordErrors('short', 'other')).toEqual({
      password: 'Password must be at least 8 characters long',
      confirmPassword: 'Passwords do not match',
    });
  });
});
