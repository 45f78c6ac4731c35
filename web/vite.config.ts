import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { relay } from './build/relayPlugin.ts';
import { styledComponentIds } from './build/styledComponentIds.ts';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = 'http://127.0.0.1:3000';

// `vite build` writes the browser's app; `vite build --ssr src/ssr/entry-server.tsx` writes the
// server render into dist/.server (the API loads it from there; static serving skips dot folders).
export default defineConfig(({ isSsrBuild }) => ({
  root: webDir,
  plugins: [
    react(),
    relay({ configFile: path.resolve(webDir, '../relay.config.json') }),
    styledComponentIds({ root: webDir }),
  ],
  // The API's pure rules (domain/ and features/*/rules.ts) are the web's too: one source for both.
  resolve: {
    alias: [
      { find: '@domain', replacement: path.resolve(webDir, '../api/src/domain') },
      { find: '@features', replacement: path.resolve(webDir, '../api/src/features') },
      // The app uses Relay's hooks only; the package's main entry adds the legacy containers
      // (QueryRenderer, createFragmentContainer...): 7 KiB gzipped on every page.
      { find: /^react-relay$/, replacement: 'react-relay/hooks.js' },
    ],
  },
  // The server render bundles its dependencies: it runs wherever the built app is copied.
  ssr: { noExternal: true },
  build: {
    outDir: path.resolve(webDir, isSsrBuild ? 'dist/.server' : 'dist'),
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'relay',
              test: /node_modules[\\/](react-relay|relay-runtime|fbjs|invariant|@babel[\\/]runtime)[\\/]/,
            },
            { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            { name: 'oidc', test: /node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]/ },
            { name: 'styled', test: /node_modules[\\/](styled-components|stylis|@emotion|shallowequal|tslib)[\\/]/ },
            // Every page's own first-load modules in one file rather than a dozen of 1-2 kB: on a
            // phone's HTTP/1.1 connection each file costs a round trip and holds one of six sockets
            // that the page's main image is waiting for.
            { name: 'index', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    // The OpenID provider (/oidc) and the development mailbox (/dev/) live on the API server too.
    proxy: Object.fromEntries(
      ['/graphql', '/graphiql', '/api', '/media', '/healthz', '/oidc', '/dev/'].map((prefix) => [prefix, apiTarget]),
    ),
  },
}));
