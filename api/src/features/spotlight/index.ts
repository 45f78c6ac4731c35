// The home-page spotlight.
import './types.js';
import './queries.js';
import './mutations.js';
