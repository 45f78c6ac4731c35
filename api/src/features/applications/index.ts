// Designer applications.
import './mutations.js';
