/** The spotlight screens (spec section 2). */
export const spotlightPaths = {
  list: '/studio/spotlight',
  new: '/studio/spotlight/new',
  diagnostics: '/studio/spotlight/diagnostics',
  edit: (spotlightId: string) => `/studio/spotlight/${encodeURIComponent(spotlightId)}`,
} as const;

// The names the spotlight screens import.
export const SPOTLIGHT_PATH = spotlightPaths.list;
export const NEW_SPOTLIGHT_PATH = spotlightPaths.new;
export const DIAGNOSTICS_PATH = spotlightPaths.diagnostics;
export const editSpotlightPath = spotlightPaths.edit;
