// Tailors and their listing.
import './types.js';
import './queries.js';
import './mutations.js';
