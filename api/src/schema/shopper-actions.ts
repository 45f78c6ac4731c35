// Product detail, custom orders and brand requests, their leads, and favourites.
import './product-gallery.js';
import './lead.js';
import './order.js';
import './favourite.js';
