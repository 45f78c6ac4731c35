// The wasm build of Prisma's schema engine, driven through a driver adapter: creates and diffs
// migrations without the native engine the Prisma CLI would download.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { bindMigrationAwareSqlAdapterFactory, ColumnTypeEnum } from '@prisma/driver-adapter-utils';
import { openPGlite } from './pglite.js';
import { migrationsDir, schemaPath } from './migrations-dir.js';

const require = createRequire(import.meta.url);

const CHAR_OID = 18;
const NAME_OID = 19;
const TEXT_OID = 25;

// adapter-pg cannot deserialise pg_catalog's "char" (oid 18) and "name" (oid 19) columns that the
// engine's introspection reads; report them as text, remembering which were "char".
{
  const Result = require('pg/lib/result');
  const addFields = Result.prototype.addFields;
  Result.prototype.addFields = function (fields: { dataTypeID: number; wasChar?: boolean }[]) {
    for (const f of fields) {
      if (f.dataTypeID === CHAR_OID) f.wasChar = true;
      if (f.dataTypeID === CHAR_OID || f.dataTypeID === NAME_OID) f.dataTypeID = TEXT_OID;
    }
    return addFields.call(this, fields);
  };
}

interface RawQueryable {
  performIO(query: object): Promise<{ fields: { wasChar?: boolean }[] }>;
  queryRaw(query: object): Promise<{ columnTypes: number[] }>;
}

/**
 * The describer reads some "char" columns (a constraint's type, e.g. 'c' for CHECK) as the engine's
 * Character type and panics on text. The adapter never reports Character, so restore it per column.
 */
function withCharacterColumns<T>(adapter: T): T {
  const queryable = adapter as unknown as RawQueryable;
  const charColumns = new WeakMap<object, number[]>();
  const performIO = queryable.performIO.bind(queryable);
  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.performIO = async (query) => {
    const result = await performIO(query);
    charColumns.set(
      query,
      result.fields.flatMap((f, i) => (f.wasChar ? [i] : [])),
    );
    return result;
  };
  queryable.queryRaw = async (query) => {
    const result = await queryRaw(query);
    for (const i of charColumns.get(query) ?? []) result.columnTypes[i] = ColumnTypeEnum.Character;
    return result;
  };
  return adapter;
}

export const filters = { externalTables: [], externalEnums: [] };

async function loadEngineClass() {
  const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const glue = await import(gluePath);
  // Node 20 cannot import .wasm modules: instantiate it by hand.
  const mod = new WebAssembly.Module(fs.readFileSync(path.join(path.dirname(gluePath), 'schema_engine_bg.wasm')));
  const inst = new WebAssembly.Instance(mod, { './schema_engine_bg.js': glue });
  glue.__wbg_set_wasm(inst.exports);
  (inst.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  return glue.SchemaEngine;
}

function pgFields(url: string) {
  const u = new URL(url);
  return {
    host: decodeURIComponent(u.hostname) || 'localhost',
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: decodeURIComponent(u.pathname.slice(1)),
  };
}

// Shadow databases are named by separate fields (a connectionString would override the name), and
// their pool is closed before the database is dropped.
function pgAdapterFactory(url: string) {
  const cfg = pgFields(url);
  const base = new PrismaPg(cfg);
  return {
    provider: base.provider,
    adapterName: base.adapterName,
    connect: async () => withCharacterColumns(await base.connect()),
    async connectToShadowDb() {
      const name = `prisma_migrate_shadow_db_${randomUUID()}`;
      const admin = new pg.Client(cfg);
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      const adapter = withCharacterColumns(await new PrismaPg({ ...cfg, database: name }).connect());
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        await dispose();
        await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
        await admin.end();
      };
      return adapter;
    },
  };
}

export function schemaFiles() {
  return [{ path: schemaPath, content: fs.readFileSync(schemaPath, 'utf8') }];
}

export function migrationsList() {
  const dirs = fs.existsSync(migrationsDir)
    ? fs
        .readdirSync(migrationsDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lock = path.join(migrationsDir, 'migration_lock.toml');
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: fs.existsSync(lock) ? fs.readFileSync(lock, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: dirs.map((d) => {
      const p = path.join(migrationsDir, d, 'migration.sql');
      return {
        path: d,
        migrationFile: {
          path: 'migration.sql',
          content: fs.existsSync(p)
            ? { tag: 'ok', value: fs.readFileSync(p, 'utf8') }
            : { tag: 'error', value: 'missing migration.sql' },
        },
      };
    }),
  };
}

/** Starts the engine on PostgreSQL (databaseUrl) or on an embedded PGlite directory. */
export async function startSchemaEngine(target: { databaseUrl?: string; pgliteDir?: string }) {
  const SchemaEngine = await loadEngineClass();
  let close = async () => {};
  let factory;
  if (target.databaseUrl) factory = pgAdapterFactory(target.databaseUrl);
  else {
    const db = await openPGlite(target.pgliteDir);
    factory = new PrismaPGlite(db);
    close = () => db.close();
  }
  const log = (m: string) => {
    if (process.env.DEBUG_SCHEMA_ENGINE) console.error('[schema-engine]', m);
  };
  const engine = await SchemaEngine.new(
    { datamodels: schemaFiles().map((f) => [f.path, f.content]) },
    log,
    bindMigrationAwareSqlAdapterFactory(factory as never),
  );
  return { engine, close };
}
