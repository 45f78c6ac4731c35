/** A gallery's order as a list of image ids, first = main image (spec section 5). */

/** The ids with `id` moved `delta` places (-1 up, +1 down); null when it cannot move that way. */
export function moveBy(ids: readonly string[], id: string, delta: number): string[] | null {
  const from = ids.indexOf(id);
  if (from === -1) return null;
  return moveTo(ids, id, from + delta);
}

/** The ids with `id` moved to `index` (0 = first); null when that is outside the list or no move. */
export function moveTo(ids: readonly string[], id: string, index: number): string[] | null {
  const from = ids.indexOf(id);
  if (from === -1 || index < 0 || index >= ids.length || index === from) return null;
  const next = ids.filter((each) => each !== id);
  next.splice(index, 0, id);
  return next;
}

/** How an image is named to people and screen readers: by its alt text, or its place. */
export function imageName(altText: string | null | undefined, position: number): string {
  const alt = altText?.trim();
  return alt ? `Image "${alt}"` : `Image ${position}`;
}

/** What the live region says after a move. */
export function moveAnnouncement(name: string, position: number, total: number): string {
  const where = `${name} moved to position ${position} of ${total}.`;
  return position === 1 ? `${where} It is now the main image.` : where;
}
