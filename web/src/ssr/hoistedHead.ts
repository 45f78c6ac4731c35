/** What React renders first when the root is not the whole document: the elements that belong in the head. */
const LEADING_HOISTABLES = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[^<]*<\/title>)+/;

/** The markup without its leading head elements, and those elements (hydration finds them in the head). */
export function splitHoisted(markup: string): { hoisted: string; html: string } {
  const hoisted = LEADING_HOISTABLES.exec(markup)?.[0] ?? '';
  return { hoisted, html: markup.slice(hoisted.length) };
}
