// Reviews of brands.
import './types.js';
import './mutations.js';
