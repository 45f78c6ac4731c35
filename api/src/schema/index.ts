import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.js';
import './scalars.js';
import './upload.js';
import './enums.js';
import './brand.js';
import './catalogue.js';
import './product.js';
import './review.js';
import './tailor.js';
import './user.js';
import './account.js';
import './brand-media.js';
import './upload-diagnostics.js';

export const schema = lexicographicSortSchema(builder.toSchema());
