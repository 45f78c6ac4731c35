import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { RequestHandler } from 'express';

const EXAMPLE = `# Adire public API. Try paging through the directory:
query Directory($after: String) {
  brands(first: 5, after: $after, filter: { category: "ready-to-wear" }) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id name city rating isVerified } }
  }
}
`;

/** A self-contained GraphiQL page (no CDN), pointed at /graphql. */
export function graphiqlHandler(): RequestHandler {
  const html = renderGraphiQL({
    endpoint: '/graphql',
    title: 'Adire GraphQL API',
    defaultQuery: EXAMPLE,
    headers: JSON.stringify({ 'apollo-require-preflight': 'true' }),
  } as never);
  return (_req, res) => {
    res.type('html').send(html);
  };
}
