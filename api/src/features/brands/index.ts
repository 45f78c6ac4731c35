// Brands, the directory and the brand categories.
import './types.js';
import './queries.js';
import './mutations.js';
