// Site-wide search.
import './types.js';
import './queries.js';
