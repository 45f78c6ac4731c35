// Shoppers' saved brands, collections and products.
import './types.js';
import './mutations.js';
