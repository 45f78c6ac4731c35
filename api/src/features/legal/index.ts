// Terms of service and privacy policy.
import './types.js';
import './queries.js';
import './mutations.js';
