/** The studio home, where the dashboard is, and where a screen sends those it is not for. */
export const STUDIO_HOME_PATH = '/studio';
