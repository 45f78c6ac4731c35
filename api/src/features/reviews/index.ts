// Reviews of brands: the public list and form, and the studio's replies and moderation.
import './types.js';
import './queries.js';
import './mutations.js';
import './mutations-replies.js';
import './mutations-moderation.js';
