/**
 * Addresses the site renders as links (and as image and video sources): a page of this site, or a
 * web address. Anything else is refused where it is typed in, so a stored link can never run
 * script (`javascript:`, `vbscript:`, `data:`) or lead off the site through a path-looking address
 * (`//host`, `/\host`, which browsers read as another host).
 */

/** A host no address names: site paths are resolved against it, and must stay on it. */
const SITE = 'https://site.invalid';

/** Spaces and control characters, which browsers drop or read loosely inside an address. */
const LOOSE_CHARACTERS = /[\s\u0000-\u001f\u007f]/;

function parsed(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** A page of this site: a path starting with a single '/'. */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || LOOSE_CHARACTERS.test(value)) return false;
  return parsed(value, SITE)?.origin === SITE;
}

/** A full web address: http:// or https:// and a host. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || LOOSE_CHARACTERS.test(value)) return false;
  return !!parsed(value)?.hostname;
}

/** What a link on the site may point at: a page of this site or a web address. */
export const isSiteOrWebAddress = (value: string) => isSitePath(value) || isWebAddress(value);

/**
 * A website as designers type it: a web address, or a host name with an optional path and no scheme
 * ('yourbrand.com', 'www.yourbrand.com/about'), which the site opens as https://.
 */
export function isWebsite(value: string): boolean {
  if (isWebAddress(value)) return true;
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+(?=$|[/?#])/i.test(value) && isWebAddress(`https://${value}`);
}

/**
 * An Instagram account as designers type it: a web address, or a handle ('@studio.lagos',
 * 'instagram.com/studio') that the site turns into one.
 */
export const isInstagramAccount = (value: string) => isWebAddress(value) || /^@?[\w.]+(\/[\w.-]+)*\/?$/.test(value);
