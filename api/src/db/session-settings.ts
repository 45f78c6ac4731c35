/**
 * Settings every database session of the app runs with.
 * - pg_trgm.word_similarity_threshold: how close a typed word must be to a word of a name for site
 *   search's `<%` operator (answered by the trigram indexes) to count it; 'Agbda' to 'Agbada' is 0.5.
 */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = {
  'pg_trgm.word_similarity_threshold': '0.45',
};

/** The settings as a PostgreSQL startup `options` string, so every pooled connection has them. */
export const startupOptions = () =>
  Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');

/** The settings as SET statements, for a session that is already open (embedded PGlite). */
export const setStatements = () =>
  Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `SET ${name} = '${value}';`)
    .join('\n');
