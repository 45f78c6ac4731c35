// Products (incl. services and portfolio pieces), their listing and gallery.
import './types.js';
import './queries.js';
