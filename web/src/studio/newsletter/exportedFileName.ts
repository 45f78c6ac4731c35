import { attachmentName } from '../kit/downloads';

/** The file name the server gave (Content-Disposition), else one with today's date. */
export function exportedFileName(disposition: string | null, today = new Date()): string {
  return attachmentName(disposition, `newsletter-subscribers-${today.toISOString().slice(0, 10)}.csv`);
}
