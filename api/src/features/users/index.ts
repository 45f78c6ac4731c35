// Users, the viewer, roles and brand ownership.
import './types.js';
import './queries.js';
import './mutations.js';
