// Platform settings: what the public site reads (About texts, contact address, social links).
import './types.js';
import './queries.js';
import './mutations.js';
