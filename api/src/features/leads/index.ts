// Leads: the studio's list, analytics and write operations (the REST routes live in rest.ts).
import './types.js';
import './queries.js';
import './mutations.js';
