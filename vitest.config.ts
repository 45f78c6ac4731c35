import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { relay } from './web/build/relayPlugin';

// One copy of graphql: without the alias vitest loads both its CJS and ESM builds. The web imports
// the API's pure rules as @domain/* and @features/*, as in web/vite.config.ts.
const apiSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'api/src');
const alias = { graphql: 'graphql/index.js', '@domain': `${apiSrc}/domain`, '@features': `${apiSrc}/features` };
const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // Web modules under test may declare graphql`...` documents (a list's filters name its controls).
        plugins: [relay({ configFile: path.join(root, 'relay.config.json') })],
        test: {
          name: 'unit',
          include: ['api/src/**/*.test.ts', 'web/src/**/*.test.ts'],
          environment: 'node',
          // One import of the shared modules per worker, not per file: a fifth of the time.
          isolate: false,
          setupFiles: ['api/test/support/pothos-plugins-reloadable.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['api/test/integration/**/*.test.ts'],
          // Migrates and seeds once; each file clones the result (api/test/support/test-database.ts).
          globalSetup: ['api/test/support/database-templates.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Each file owns a database; PGlite is heavy, so keep files in few workers.
          maxWorkers: 2,
          // A worker imports the API once for all its files (each file still has its own database and
          // app): importing it per file cost more than half of this suite's time.
          isolate: false,
          setupFiles: ['api/test/support/pothos-plugins-reloadable.ts'],
        },
      },
    ],
  },
});
