import { describe, expect, it } from 'vitest';
import { isValidWhatsapp, whatsappDigits } from './phone.js';

describe('WhatsApp numbers', () => {
  it('accepts international numbers however they are punctuated', () => {
    expect(whatsappDigits('+234 803 123 4567')).toBe('2348031234567');
    expect(whatsappDigits('00254-712-345678')).toBe('254712345678');
    expect(isValidWhatsapp('(233) 24 123 4567')).toBe(true);
  });
  it('rejects short, long or lettered numbers', () => {
    for (const bad of ['12', '+0 803 123 4567', '+2348031234567890123', 'call me', '', null, undefined])
      expect(isValidWhatsapp(bad)).toBe(false);
  });
});
