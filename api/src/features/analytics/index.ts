// Platform and brand analytics for the studio dashboard, and page views.
import './types.js';
import './queries.js';
import './mutations.js';
