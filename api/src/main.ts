import http from 'node:http';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createApp } from './http/app.js';
import { seedIfWanted } from './db/seed-on-start.js';
import { describeDevAids } from './http/dev-aids.js';

const config = loadConfig();
const db = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: config.pgliteDir,
  logQueries: config.LOG_QUERIES === 'true',
});
console.log(
  config.DATABASE_URL ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: embedded PostgreSQL in ${config.pgliteDir}`,
);
await seedIfWanted(db.prisma, config);

const { app, stop } = await createApp({ prisma: db.prisma, config });
const server = http.createServer(app);
server.listen(config.PORT, config.HOST, () => {
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.PORT;
  const base = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
  console.log(`Adire is running at ${base}  (GraphiQL: ${base}/graphiql)`);
  if (config.NODE_ENV !== 'production')
    console.log(`Mode: ${config.NODE_ENV} (stack traces in error answers; \`npm start\` runs in production mode)`);
  for (const line of describeDevAids(config, `${base}/dev/mailbox`)) console.log(line);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down`);
  server.close();
  await stop();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
