// FAQ entries.
import './types.js';
import './queries.js';
