import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { seededTokens } from '../support/seeded-sign-in.js';

/**
 * Bad values for every argument of every mutation (and every query that takes arguments), found by
 * introspection, sent as a signed-in super admin (so authorization does not refuse first) and
 * anonymously; and malformed bodies for every documented REST route. Nothing may answer 5xx or
 * INTERNAL_SERVER_ERROR, and a refused mutation may not leave a row behind. The choice of values is
 * seeded, so a failure repeats.
 */

let server: TestServer;
let schema: GraphQLSchema;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ env: { WRITE_LIMITS_SCALE: '100000', LOG_LEVEL: 'silent' } });
  const tokens = await seededTokens(server.url, ['super_admin']);
  adminHeaders = { authorization: `Bearer ${tokens.super_admin}` };
  const introspection = await server.graphql<IntrospectionQuery>(getIntrospectionQuery());
  schema = buildClientSchema(introspection.body.data!);
});
afterAll(async () => {
  await server?.close();
});

// A small seeded generator (mulberry32): the same cases on every run.
function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seededRandom(20261124);
const pick = <T>(values: T[], count: number): T[] => {
  const pool = [...values];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
};

const HUGE = 'x'.repeat(700_000);
const BAD_TEXT = [
  'a\u0000b',
  HUGE,
  'bell\u0007 escape\u001b',
  '',
  '   ',
  '%%%not-an-id',
  'VXNlcjpub3BlOjE=',
  'QnJhbmQ6',
  '../../etc/passwd',
  '\ud800lone surrogate',
  12345,
  { nested: true },
];
const BAD_INT = [-1, -2147483648, 2147483647, 2 ** 40, 'abc', 1.5, 0];
const BAD_FLOAT = [-1, -1e308, 1e308, 1e12, 'abc', 0, -0.0001];
const BAD_BOOLEAN = ['yes', 2, {}];
const BAD_ENUM = ['NOT_A_VALUE', 5, ''];
const BAD_DATE = ['not a date', '9999-99-99', 'a\u0000b', 42];

/** A plausible value of a type: what a bad value replaces one leaf of. */
function plausible(type: GraphQLInputType, depth = 0): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [plausible(nullable.ofType, depth + 1)];
  if (isInputObjectType(nullable)) {
    if (depth > 4) return {};
    const fields = Object.values(nullable.getFields()).filter((f) => isNonNullType(f.type));
    return Object.fromEntries(fields.map((f) => [f.name, plausible(f.type, depth + 1)]));
  }
  if (isEnumType(nullable)) return nullable.getValues()[0]!.value;
  switch (nullable.name) {
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'ID':
      return 'fuzz-id';
    case 'Date':
      return '2026-01-01';
    case 'DateTime':
      return '2026-01-01T00:00:00.000Z';
    case 'Upload':
      return null;
    default:
      return 'fuzz';
  }
}

/** Bad values for one leaf (or one list / input object as a whole), by its type. */
function badValuesFor(type: GraphQLInputType): unknown[] {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const item = plausible(nullable.ofType);
    return [Array.from({ length: 2_000 }, () => item), [[[item]]], 'not-a-list'];
  }
  if (isInputObjectType(nullable)) return ['not-an-object', [], { a: { b: { c: { d: {} } } } }];
  if (isEnumType(nullable)) return BAD_ENUM;
  if (!isScalarType(nullable)) return [];
  switch (nullable.name) {
    case 'Int':
      return BAD_INT;
    case 'Float':
      return BAD_FLOAT;
    case 'Boolean':
      return BAD_BOOLEAN;
    case 'Date':
    case 'DateTime':
      return BAD_DATE;
    case 'Upload':
      return [];
    default:
      return BAD_TEXT;
  }
}

interface Leaf {
  path: string[];
  type: GraphQLInputType;
}

/** Every place in an argument a value can go: the argument itself, its fields, their fields. */
function* leavesOf(type: GraphQLInputType, path: string[], depth = 0): Generator<Leaf> {
  yield { path, type };
  const named = getNamedType(type);
  if (depth > 3 || isLeafType(named) || !isInputObjectType(named)) return;
  const inList = isListType(getNullableType(type));
  for (const field of Object.values(named.getFields()))
    yield* leavesOf(field.type, [...path, ...(inList ? ['0'] : []), field.name], depth + 1);
}

function withValueAt(base: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  let node: Record<string, unknown> = copy;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) {
      node[key] = value;
      break;
    }
    if (node[key] === null || typeof node[key] !== 'object') node[key] = /^\d+$/.test(path[i + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  return copy;
}

const typeText = (arg: GraphQLArgument) => String(arg.type);
const selectionFor = (field: GraphQLField<unknown, unknown>) =>
  isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';

function documentFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((a) => `$${a.name}: ${typeText(a)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${kind} Fuzz(${variables}) { ${field.name}(${args})${selectionFor(field)} }`;
}

interface Case {
  kind: 'query' | 'mutation';
  field: string;
  document: string;
  variables: Record<string, unknown>;
  as: 'super_admin' | 'anonymous';
  label: string;
}

function casesFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, perLeaf: number): Case[] {
  const document = documentFor(kind, field);
  const base = Object.fromEntries(field.args.map((a) => [a.name, plausible(a.type)]));
  const cases: Case[] = [];
  for (const arg of field.args) {
    for (const leaf of leavesOf(arg.type, [arg.name])) {
      const values = badValuesFor(leaf.type);
      for (const [i, value] of pick(values, perLeaf + 1).entries()) {
        cases.push({
          kind,
          field: field.name,
          document,
          variables: withValueAt(base, leaf.path, value),
          as: i < perLeaf ? 'super_admin' : 'anonymous',
          label: `${field.name} ${leaf.path.join('.')}=${shown(value)}`,
        });
      }
    }
  }
  return cases;
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 20)}…(${text.length} chars)` : text;
}

/** Row counts of every table the product writes (throttles and the identity provider's own tables aside). */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await server.db.prisma.$queryRawUnsafe<{ table_name: string }[]>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
        AND table_name NOT IN ('_prisma_migrations', 'login_failures', 'rate_limits', 'oidc_payloads', 'signing_keys', 'cookie_keys')
        AND table_name NOT LIKE '%throttle%'`,
  );
  const sql = tables
    .map((t) => `SELECT '${t.table_name}' AS t, count(*)::int AS n FROM "${t.table_name}"`)
    .join(' UNION ALL ');
  const rows = await server.db.prisma.$queryRawUnsafe<{ t: string; n: number }[]>(sql);
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}

const changedTables = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys(after).filter((t) => before[t] !== after[t]);

interface Problem {
  label: string;
  detail: string;
}

async function send(c: Case): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(c.as === 'super_admin' ? adminHeaders : {}) },
    body: JSON.stringify({ query: c.document, variables: c.variables }),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: { notJson: text.slice(0, 200) } };
  }
}

function problemsOf(label: string, status: number, body: any): Problem[] {
  const problems: Problem[] = [];
  if (status >= 500) problems.push({ label, detail: `status ${status}: ${JSON.stringify(body).slice(0, 300)}` });
  if ('notJson' in (body ?? {})) problems.push({ label, detail: `not JSON: ${body.notJson}` });
  const internal = (body?.errors ?? []).filter((e: any) => e?.extensions?.code === 'INTERNAL_SERVER_ERROR');
  if (internal.length) problems.push({ label, detail: `INTERNAL_SERVER_ERROR at ${JSON.stringify(internal[0].path)}` });
  return problems;
}

const sent = { graphql: 0, rest: 0 };

describe('fuzzing every argument of the schema', () => {
  it('answers every bad mutation argument cleanly and writes nothing when it refuses', async () => {
    const mutations = Object.values(schema.getMutationType()!.getFields()).filter((f) => f.args.length);
    const cases = mutations.flatMap((m) => casesFor('mutation', m, 2));
    const problems: Problem[] = [];
    let counts = await rowCounts();
    for (const c of cases) {
      const { status, body } = await send(c);
      sent.graphql += 1;
      problems.push(...problemsOf(`${c.as} ${c.label}`, status, body));
      // A 400 is a request GraphQL refused before executing anything; only an executed mutation can write.
      if (status === 400) continue;
      const after = await rowCounts();
      const refused = !!body?.errors?.length && !body?.data?.[c.field];
      const changed = changedTables(counts, after);
      if (refused && changed.length)
        problems.push({ label: `${c.as} ${c.label}`, detail: `refused but wrote to ${changed.join(', ')}` });
      counts = after;
    }
    console.log(`mutation cases sent: ${cases.length}`);
    expect(problems).toEqual([]);
  }, 300_000);

  it('answers every bad query argument cleanly', async () => {
    const queries = Object.values(schema.getQueryType()!.getFields()).filter((f) => f.args.length);
    const cases = queries.flatMap((q) => casesFor('query', q, 1));
    const problems: Problem[] = [];
    for (const c of cases) {
      const { status, body } = await send(c);
      sent.graphql += 1;
      problems.push(...problemsOf(`${c.as} ${c.label}`, status, body));
    }
    console.log(`query cases sent: ${cases.length}`);
    expect(problems).toEqual([]);
  }, 300_000);
});

/** The documented /api routes (api/src/rest/router.ts, docs/API.md), with `:id` where a path takes one. */
const REST_ROUTES: [method: string, path: string][] = [
  ['GET', '/api/auth/password-gate'],
  ['POST', '/api/auth/password-gate'],
  ['GET', '/api/admin/brand-analytics'],
  ['GET', '/api/analytics/pageviews'],
  ['POST', '/api/designer-application'],
  ['GET', '/api/studio/applications'],
  ['PUT', '/api/studio/applications/:id'],
  ['DELETE', '/api/studio/applications/:id'],
  ['POST', '/api/studio/brands'],
  ['PUT', '/api/studio/brands/:id'],
  ['POST', '/api/contact'],
  ['GET', '/api/admin/faqs'],
  ['POST', '/api/admin/faqs'],
  ['PUT', '/api/admin/faqs'],
  ['DELETE', '/api/admin/faqs'],
  ['GET', '/api/leads'],
  ['PUT', '/api/leads'],
  ['DELETE', '/api/leads'],
  ['POST', '/api/leads'],
  ['GET', '/api/legal-documents'],
  ['POST', '/api/legal-documents'],
  ['PUT', '/api/legal-documents'],
  ['GET', '/api/studio/upload-diagnostics'],
  ['POST', '/api/newsletter/subscribe'],
  ['GET', '/api/newsletter/unsubscribe'],
  ['POST', '/api/newsletter/unsubscribe'],
  ['GET', '/api/studio/newsletter/subscribers'],
  ['GET', '/api/studio/newsletter/stats'],
  ['PATCH', '/api/studio/newsletter/subscribers/:id'],
  ['GET', '/api/studio/newsletter/export'],
  ['POST', '/api/orders/custom'],
  ['POST', '/api/orders/brand-request'],
  ['POST', '/api/studio/products'],
  ['GET', '/api/studio/products/export'],
  ['GET', '/api/reviews'],
  ['POST', '/api/reviews'],
  ['GET', '/api/auth/validate'],
];

/** Body and query-string names the routes read (docs/API.md): each gets the bad value in turn. */
const REST_FIELDS = [
  'id',
  'name',
  'email',
  'subject',
  'message',
  'brandId',
  'brand_id',
  'question',
  'answer',
  'title',
  'content',
  'documentType',
  'document_type',
  'version',
  'status',
  'notes',
  'rating',
  'comment',
  'author',
  'productId',
  'product_id',
  'password',
  'token',
  'search',
  'page',
  'limit',
  'sort',
  'category',
  'description',
  'price',
  'customerName',
  'customer_name',
  'customerEmail',
  'customer_email',
  'source',
  'firstName',
  'first_name',
];
const REST_BAD_VALUES: unknown[] = [
  'a\u0000b',
  HUGE.slice(0, 300_000),
  '\u0007\u001b',
  '',
  -1,
  1e308,
  true,
  [],
  { a: 1 },
  null,
];
const BAD_PATH_IDS = ['%00', 'x'.repeat(5_000), '..%2F..%2Fetc', '-1', '%E0%A4%A'];
const MALFORMED_BODIES = ['{"name": ', '[1, 2', 'null', '"text"', '12', '{"a":"\\u0000"}', '\u0000'];

interface RestCase {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
  as: 'super_admin' | 'anonymous';
  label: string;
}

function restCases(): RestCase[] {
  const cases: RestCase[] = [];
  for (const [method, route] of REST_ROUTES) {
    const paths = route.includes(':id') ? pick(BAD_PATH_IDS, 2).map((id) => route.replace(':id', id)) : [route];
    for (const path of paths) {
      for (const as of ['super_admin', 'anonymous'] as const) {
        if (method === 'GET' || method === 'DELETE') {
          for (const value of pick(REST_BAD_VALUES, 3)) {
            const query = pick(REST_FIELDS, 6)
              .map(
                (f) =>
                  `${f}=${encodeURIComponent(typeof value === 'string' ? value.slice(0, 5_000) : JSON.stringify(value))}`,
              )
              .join('&');
            cases.push({ method, path: `${path}?${query}`, as, label: `${as} ${method} ${path} ?${shown(value)}` });
          }
          continue;
        }
        for (const body of pick(MALFORMED_BODIES, 2))
          cases.push({ method, path, body, as, label: `${as} ${method} ${path} malformed ${shown(body)}` });
        cases.push({
          method,
          path,
          body: 'name=a&email=b',
          contentType: 'application/x-www-form-urlencoded',
          as,
          label: `${as} ${method} ${path} form body`,
        });
        for (const value of pick(REST_BAD_VALUES, 4)) {
          const fields = Object.fromEntries(REST_FIELDS.map((f) => [f, value]));
          cases.push({
            method,
            path,
            body: JSON.stringify(fields),
            as,
            label: `${as} ${method} ${path} every field=${shown(value)}`,
          });
        }
      }
    }
  }
  return cases;
}

describe('fuzzing every REST route', () => {
  it('answers malformed JSON, wrong types, NUL bytes and huge strings with a clean JSON 4xx', async () => {
    const problems: Problem[] = [];
    let counts = await rowCounts();
    const cases = restCases();
    for (const c of cases) {
      const res = await fetch(`${server.url}${c.path}`, {
        method: c.method,
        headers: {
          ...(c.body !== undefined ? { 'content-type': c.contentType ?? 'application/json' } : {}),
          ...(c.as === 'super_admin' ? adminHeaders : {}),
        },
        body: c.body,
        redirect: 'manual',
      });
      sent.rest += 1;
      const text = await res.text();
      const csv = (res.headers.get('content-type') ?? '').includes('text/csv');
      // 431: Node's own limit on request headers (a huge query string), answered before the app runs.
      const bodiless = res.status === 431 || (res.status >= 300 && res.status < 400);
      let body: any = bodiless ? {} : { notJson: text.slice(0, 200) };
      try {
        body = JSON.parse(text);
      } catch {
        if (csv && res.status < 400) body = {};
      }
      problems.push(...problemsOf(c.label, res.status, body));
      if (res.status < 400 || res.status === 431) {
        if (res.status < 400) counts = await rowCounts();
        continue;
      }
      const after = await rowCounts();
      const changed = changedTables(counts, after);
      if (changed.length) problems.push({ label: c.label, detail: `refused but wrote to ${changed.join(', ')}` });
      counts = after;
    }
    console.log(`REST cases sent: ${cases.length}`);
    expect(problems).toEqual([]);
  }, 300_000);

  afterAll(() => {
    console.log(`fuzz cases sent: ${sent.graphql} GraphQL, ${sent.rest} REST`);
  });
});
