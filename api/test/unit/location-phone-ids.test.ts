import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { cityOf } from '../../src/domain/location.js';
import { isValidWhatsapp, whatsappDigits } from '../../src/domain/phone.js';
import { databaseId } from '../../src/domain/global-id.js';

describe('location', () => {
  it('keeps the part before the first comma', () => {
    expect(cityOf('Lagos, Nigeria')).toBe('Lagos');
    expect(cityOf('Cape Town, Western Cape, South Africa')).toBe('Cape Town');
    expect(cityOf('Kigali')).toBe('Kigali');
    expect(cityOf('')).toBe('Unknown');
    expect(cityOf(null)).toBe('Unknown');
  });
});

describe('WhatsApp numbers', () => {
  it('accepts international numbers however they are punctuated', () => {
    expect(whatsappDigits('+234 803 123 4567')).toBe('2348031234567');
    expect(whatsappDigits('00254-712-345678')).toBe('254712345678');
    expect(isValidWhatsapp('(233) 24 123 4567')).toBe(true);
  });
  it('rejects short, long or lettered numbers', () => {
    for (const bad of ['12', '+0 803 123 4567', '+2348031234567890123', 'call me', '', null, undefined]) expect(isValidWhatsapp(bad)).toBe(false);
  });
});

describe('ids in URLs and REST routes', () => {
  const uuid = '3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6';
  it('accepts the global id of the right type and the raw row id', () => {
    expect(databaseId(encodeGlobalID('Brand', uuid), 'Brand')).toBe(uuid);
    expect(databaseId(uuid.toUpperCase(), 'Brand')).toBe(uuid);
  });
  it('rejects global ids of another type and garbage', () => {
    expect(databaseId(encodeGlobalID('Product', uuid), 'Brand')).toBeNull();
    expect(databaseId(encodeGlobalID('Brand', 'not-a-uuid'), 'Brand')).toBeNull();
    expect(databaseId('not-an-id', 'Brand')).toBeNull();
  });
});
