// npm run client:create -- --name "Partner"
// Registers a machine client for the client-credentials grant and prints its secret, once.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createApiClient } from './api-clients.js';
import { oidcIssuer } from './oidc-provider.js';

const { values } = parseArgs({ options: { name: { type: 'string' } } });
const name = values.name?.trim();
if (!name) {
  console.error('usage: npm run client:create -- --name "Partner name"');
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
try {
  const client = await createApiClient(db.prisma, name);
  const tokenUrl = `${oidcIssuer(config.publicUrl)}/token`;
  console.log(`Created API client "${client.name}".

  client_id:     ${client.clientId}
  client_secret: ${client.clientSecret}

Store the secret now: only a hash of it is kept, so it cannot be shown again.
Get an access token (valid 15 minutes) and call the API:

  curl -s -u '${client.clientId}:${client.clientSecret}' -d grant_type=client_credentials -d scope=api ${tokenUrl}
  curl -s ${config.publicUrl}/graphql -H 'content-type: application/json' -H "authorization: Bearer $ACCESS_TOKEN" -d '{"query":"{ brands(first: 5) { edges { node { name } } } }"}'`);
} finally {
  await db.close();
}
