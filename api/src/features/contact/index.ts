// The contact form.
import './mutations.js';
