import { GraphQLUpload } from 'graphql-upload-minimal';
import { builder } from './builder.js';

// A file in a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec).
// Clients send `apollo-require-preflight: true` with such requests: CSRF prevention stays on.
builder.addScalarType('Upload', GraphQLUpload, {});
