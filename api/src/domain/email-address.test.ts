import { describe, expect, it } from 'vitest';
import { emailProblem, normalizeEmail } from './email-address.js';

describe('e-mail addresses', () => {
  it('normalises and checks them', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(emailProblem('')).toBe('Email is required');
    expect(emailProblem('ada@example')).toBe('Please enter a valid email address');
    expect(emailProblem('ada@example.com')).toBeNull();
  });
});
