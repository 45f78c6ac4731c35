// Custom orders and brand requests.
import './types.js';
import './mutations.js';
