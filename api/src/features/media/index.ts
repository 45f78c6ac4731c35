// Uploaded images and videos, brand media and the upload check.
import './types.js';
import './queries.js';
import './mutations.js';
