// Audit trail: the read side (the activity feed and a brand's history); writes record through graphql/kit/audit.ts.
import './types.js';
import './queries.js';
