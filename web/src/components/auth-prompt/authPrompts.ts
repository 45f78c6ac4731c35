/** Why a visitor is asked to sign in (spec: the authentication-prompt modal's three prompts). */
export type AuthPromptReason = 'saveFavourites' | 'customOrder' | 'generalAccess';

export const AUTH_PROMPTS: Record<AuthPromptReason, { title: string; message: string }> = {
  saveFavourites: {
    title: 'Save Your Favourites',
    message: 'Please sign in to save favourites.',
  },
  customOrder: {
    title: 'Sign In Required',
    message: 'Please sign in to submit custom orders.',
  },
  generalAccess: {
    title: 'Sign In Required',
    message: 'Please sign in to continue.',
  },
};
