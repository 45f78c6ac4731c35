import { createRequire } from 'node:module';
import type { PGlite, Transaction } from '@electric-sql/pglite';

const require = createRequire(import.meta.url);
// node-postgres' own serialiser: JS arrays become PostgreSQL array literals ('{a,"b c"}').
const { prepareValue } = require('pg/lib/utils') as { prepareValue: (v: unknown) => unknown };

type Queryable = Pick<PGlite | Transaction, 'query'>;

const serialiseArrays = (params?: unknown[]) => params?.map((p) => (Array.isArray(p) ? prepareValue(p) : p));

function wrapQuery<T extends Queryable>(target: T): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      if (prop === 'query') {
        return (sql: string, params?: unknown[], options?: unknown) =>
          obj.query(sql, serialiseArrays(params), options as never);
      }
      const value = Reflect.get(obj, prop, receiver);
      return typeof value === 'function' ? value.bind(obj) : value;
    },
  });
}

/**
 * PGlite sends a JS array parameter as text only when it knows the parameter's array type; for
 * arrays of our enums (e.g. brands.occasions) it sends "a" instead of "{a}" and PostgreSQL rejects
 * it. node-postgres serialises arrays itself, so do the same here, for queries and transactions.
 */
export function withArrayParameters(db: PGlite): PGlite {
  const wrapped = wrapQuery(db);
  return new Proxy(wrapped, {
    get(obj, prop, receiver) {
      if (prop === 'transaction') {
        return <R>(fn: (tx: Transaction) => Promise<R>) => db.transaction((tx) => fn(wrapQuery(tx)));
      }
      return Reflect.get(obj, prop, receiver);
    },
  });
}
