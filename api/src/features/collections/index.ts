// Collections (stored as catalogues), their listing and suggestions.
import './types.js';
import './queries.js';
import './mutations.js';
import './mutations-gallery.js';
