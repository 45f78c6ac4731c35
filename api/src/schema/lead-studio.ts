// The studio's leads beyond the list: analytics and the write operations.
import './lead.js';
import './lead-analytics.js';
import './lead-write.js';
import './lead-interaction-write.js';
