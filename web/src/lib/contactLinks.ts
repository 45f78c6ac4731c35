/** Links built from the contact details designers enter, which come in many shapes. */

export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

export function instagramHref(handleOrUrl: string): string {
  const value = handleOrUrl.trim();
  if (/^https?:\/\//i.test(value)) return value;
  const handle = value.replace(/^@/, '').replace(/^(www\.)?instagram\.com\//i, '');
  return `https://instagram.com/${handle}`;
}

export function websiteHref(url: string): string {
  const value = url.trim();
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}
