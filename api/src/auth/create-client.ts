// npm run client:create -- --name "Partner"
// Registers a machine client for the client-credentials grant and prints its secret, once.
// npm run client:create -- --name "Partner app" --redirect-uri https://partner.example/callback [--public]
// Registers a third-party application that signs its users in (authorization code + PKCE).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { exitIfDataDirInUse } from '../db/data-dir-lock.js';
import { createApiClient } from './api-clients.js';
import { oidcIssuer } from './oidc-provider.js';
import { createThirdPartyClient, redirectUriProblem } from './third-party-clients.js';
import { thirdPartyClientInstructions } from './third-party-instructions.js';

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    'redirect-uri': { type: 'string', multiple: true },
    public: { type: 'boolean', default: false },
  },
});
const name = values.name?.trim();
const redirectUris = values['redirect-uri'] ?? [];
const redirectProblems = redirectUris.map(redirectUriProblem).filter(Boolean);
if (!name || redirectProblems.length || (values.public && !redirectUris.length)) {
  for (const problem of redirectProblems) console.error(problem);
  console.error(
    'usage: npm run client:create -- --name "Partner name" [--redirect-uri https://partner.example/callback ... [--public]]',
  );
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir }).catch(
  exitIfDataDirInUse,
);
try {
  if (redirectUris.length) {
    const app = await createThirdPartyClient(db.prisma, { name, redirectUris, public: values.public ?? false });
    console.log(thirdPartyClientInstructions(app, config.publicUrl));
  } else {
    const client = await createApiClient(db.prisma, name);
    const tokenUrl = `${oidcIssuer(config.publicUrl)}/token`;
    console.log(`Created API client "${client.name}".

  client_id:     ${client.clientId}
  client_secret: ${client.clientSecret}

Store the secret now: only a hash of it is kept, so it cannot be shown again.
Get an access token (valid 15 minutes) and call the API:

  curl -s -u '${client.clientId}:${client.clientSecret}' -d grant_type=client_credentials -d scope=api ${tokenUrl}
  curl -s ${config.publicUrl}/graphql -H 'content-type: application/json' -H "authorization: Bearer $ACCESS_TOKEN" -d '{"query":"{ brands(first: 5) { edges { node { name } } } }"}'`);
  }
} finally {
  await db.close();
}
