// The one list of what the schema holds: every feature's index. The printed schema is sorted, so order does not matter.
import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.js';
import './scalars.js';
import '../features/account/index.js';
import '../features/analytics/index.js';
import '../features/applications/index.js';
import '../features/audit/index.js';
import '../features/brands/index.js';
import '../features/collections/index.js';
import '../features/contact/index.js';
import '../features/faqs/index.js';
import '../features/favourites/index.js';
import '../features/hero/index.js';
import '../features/home/index.js';
import '../features/leads/index.js';
import '../features/legal/index.js';
import '../features/media/index.js';
import '../features/newsletter/index.js';
import '../features/orders/index.js';
import '../features/products/index.js';
import '../features/reviews/index.js';
import '../features/search/index.js';
import '../features/settings/index.js';
import '../features/spotlight/index.js';
import '../features/tailors/index.js';
import '../features/users/index.js';

export const schema = lexicographicSortSchema(builder.toSchema());
