import { describe, expect, it } from 'vitest';
import { contactErrors } from './rules.js';

describe('contact rules', () => {
  const good = { name: 'Amara', email: 'amara@example.com', subject: 'Hello', message: 'A long enough message' };
  it('requires every field', () => {
    expect(contactErrors({ name: '', email: '', subject: ' ', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });
  it('checks the address and the trimmed message length', () => {
    expect(contactErrors({ ...good, email: 'amara@' })).toEqual({ email: 'Please enter a valid email address' });
    expect(contactErrors({ ...good, message: '   123456789   ' })).toEqual({
      message: 'Message must be at least 10 characters long',
    });
    expect(contactErrors({ ...good, message: '1234567890' })).toEqual({});
  });
});
