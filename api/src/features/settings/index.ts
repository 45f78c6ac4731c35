// Public platform settings.
import './types.js';
import './queries.js';
