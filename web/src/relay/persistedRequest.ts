import type { RequestParameters, Variables } from 'relay-runtime';

/**
 * What the app sends to /graphql for a compiled operation: its persisted id (relay-compiler writes
 * the id → text map the server loads), its variables, and its name for logs and tests. Never the
 * text: the server runs only documents it already knows for signed-out visitors' budgets, and ids
 * keep requests small.
 */
export interface PersistedRequest {
  id: string;
  variables: Variables;
  operationName: string;
}

export function persistedRequest(params: RequestParameters, variables: Variables): PersistedRequest {
  if (!params.id)
    throw new Error(`The operation ${params.name} has no persisted id: run \`npm run relay\` to compile the app.`);
  return { id: params.id, variables, operationName: params.name };
}
