// Designer applications: sent from /join, reviewed by super admins in the studio.
import './types.js';
import './queries.js';
import './mutations.js';
