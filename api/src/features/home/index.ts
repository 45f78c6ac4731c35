// The home page category rows.
import './types.js';
import './queries.js';
