// Newsletter subscriptions.
import './mutations.js';
