/** Navigation state asking the directory page to focus its search box (set by the header's search button). */
export const FOCUS_DIRECTORY_SEARCH = { focusSearch: true } as const;

export function wantsSearchFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { focusSearch?: unknown }).focusSearch === true;
}
