import { describe, expect, it } from 'vitest';
import { legalFilters, preselectedType } from './legalFilters';

describe('legal documents list state in the URL', () => {
  it('reads a known type, and ignores anything else', () => {
    expect(legalFilters.read(new URLSearchParams('type=privacy_policy'))).toEqual({ type: 'privacy_policy' });
    expect(legalFilters.read(new URLSearchParams('type=cookies'))).toEqual({ type: '' });
    expect(preselectedType(new URLSearchParams('type=terms_of_service'))).toBe('terms_of_service');
  });

  it('writes and clears the type, keeping other parameters', () => {
    expect(legalFilters.write(new URLSearchParams('x=1'), { type: 'terms_of_service' }).toString()).toBe(
      'x=1&type=terms_of_service',
    );
    expect(legalFilters.write(new URLSearchParams('type=privacy_policy'), { type: '' }).toString()).toBe('');
    expect(legalFilters.clear(new URLSearchParams('type=privacy_policy&x=1')).toString()).toBe('x=1');
  });
});
