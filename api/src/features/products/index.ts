// Products (incl. services and portfolio pieces), their listing and gallery, and the studio's writes.
import './types.js';
import './queries.js';
import './mutations.js';
import './mutations-video.js';
import './mutations-services.js';
import './mutations-portfolio.js';
import './csv/schema.js';
