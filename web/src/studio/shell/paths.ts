/** The viewer's own profile, part of the studio frame rather than a section. */
export const profilePath = '/studio/profile';
