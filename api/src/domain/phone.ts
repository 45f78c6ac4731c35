/**
 * A WhatsApp number is usable when, stripped of spaces, dashes, dots and brackets, it is an
 * international number of 8 to 15 digits (E.164), optionally written with a leading + or 00.
 */
export function whatsappDigits(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const compact = phone.trim().replace(/[\s().-]/g, '');
  const m = /^(?:\+|00)?([1-9]\d{7,14})$/.exec(compact);
  return m ? m[1]! : null;
}

export const isValidWhatsapp = (phone: string | null | undefined) => whatsappDigits(phone) !== null;
