// Sign-up, e-mail confirmation and password reset; the beta gate.
import './types.js';
import './queries.js';
import './mutations.js';
