// Newsletter subscriptions: the public sign-up and one-click unsubscribe, and the studio's list.
import './types.js';
import './queries.js';
import './mutations.js';
