// FAQ entries.
import './types.js';
import './queries.js';
import './mutations.js';
