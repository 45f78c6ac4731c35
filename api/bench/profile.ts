// Profiling aid: one scenario's GraphQL request, in-process, many times (no HTTP, no load generator),
// so a CPU profile shows only the API's own work:
//   node --cpu-prof --import tsx api/bench/profile.ts [directory|products|brand|search|leads] [requests]
// Prints the API's CPU milliseconds per request with graphql-js alone, with the API's Apollo server
// and with Apollo minus its cache-control plugin.
import { parse, execute } from 'graphql';
import { createBenchDatabase } from './bench-database.js';
import { schema } from '../src/assembly/schema.js';
import { createGraphQLServer } from '../src/http/graphql-server.js';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { Context } from '../src/graphql/context.js';
import { directory } from './scenarios/directory.js';
import { products } from './scenarios/products.js';
import { brandPage } from './scenarios/brand-page.js';
import { search } from './scenarios/search.js';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { leads } from './scenarios/leads.js';
import { loadViewer } from '../src/auth/viewer.js';
import { SEED_USERS } from '../../prisma/seed/index.js';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const [which = 'directory', count = '400'] = process.argv.slice(2);
const database = await createBenchDatabase(adminUrl);
try {
  const prisma = database.db.prisma;
  const busiest = await prisma.brand.findFirstOrThrow({ orderBy: [{ products: { _count: 'desc' } }, { id: 'asc' }] });
  const scenario = {
    directory,
    products,
    brand: brandPage(encodeGlobalID('Brand', busiest.id)),
    search: search('bridal'),
    leads: leads({ publicKeys: [], issuer: '', audience: '' }),
  }[which]!;
  const admin = await prisma.user.findUniqueOrThrow({
    where: { email: SEED_USERS.find((u) => u.role === 'admin')!.email },
  });
  const viewer = scenario.signedIn ? await loadViewer(prisma, admin.id) : null;
  const context = () =>
    ({
      prisma,
      viewer,
      integrator: null,
      tokenExpiresAt: null,
      storage: { publicUrl: (bucket: string, key: string) => `/media/${bucket}/${key}` },
      urls: { api: '', web: '' },
      requestId: 'profile',
    }) as unknown as Context;
  const apollo = createGraphQLServer();
  await apollo.start();
  // Apollo's cache-control plugin is on by default and wraps every field resolver (willResolveField).
  const withoutCacheControl = new ApolloServer<Context>({
    schema,
    plugins: [ApolloServerPluginCacheControlDisabled()],
  });
  await withoutCacheControl.start();
  const document = parse(scenario.query);
  const runs = {
    'graphql-js execute + JSON': async () =>
      JSON.stringify(await execute({ schema, document, variableValues: scenario.variables, contextValue: context() })),
    'Apollo executeOperation': () =>
      apollo.executeOperation({ query: scenario.query, variables: scenario.variables }, { contextValue: context() }),
    'Apollo without its cache-control plugin': () =>
      withoutCacheControl.executeOperation(
        { query: scenario.query, variables: scenario.variables },
        { contextValue: context() },
      ),
  };
  for (let round = 0; round < 2; round++)
    for (const [name, run] of Object.entries(runs)) {
      for (let i = 0; i < 20; i++) await run();
      let left = Number(count);
      const cpu = process.cpuUsage();
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (left-- > 0) await run();
        }),
      );
      const used = process.cpuUsage(cpu);
      console.log(`${name}: ${((used.user + used.system) / 1000 / Number(count)).toFixed(2)} ms CPU per request`);
    }
  await apollo.stop();
  await withoutCacheControl.stop();
} finally {
  await database.db.close();
  await database.drop();
}
