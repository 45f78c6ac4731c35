/** Card widths the collections page's horizontal scrollers use. */
export const SCROLLER_CARD_WIDTHS = { compact: 280, regular: 320 } as const;

/** Below this viewport width a scroller button moves one and a half cards, otherwise three. */
export const NARROW_VIEWPORT_MAX = 768;

/** How far one press of a scroller's arrow moves it, in pixels. */
export function scrollerStep(cardWidth: number, viewportWidth: number): number {
  return cardWidth * (viewportWidth < NARROW_VIEWPORT_MAX ? 1.5 : 3);
}
