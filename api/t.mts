import { openDatabase } from './src/db/client.ts';
const t0 = Date.now();
const db = await openDatabase({ pgliteDir: '/tmp/pgl-test' });
console.log('opened', Date.now() - t0);
console.log(await db.prisma.brand.count(), db.statements);
await db.close();
const db2 = await openDatabase({ databaseUrl: 'postgresql://postgres@127.0.0.1:5432/adire_dev' });
console.log(await db2.prisma.brand.count());
await db2.close();
