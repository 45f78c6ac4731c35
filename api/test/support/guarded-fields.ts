import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  isCompositeType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { isPublicNode } from '../../src/graphql/kit/node-visibility.js';

/**
 * Finds the root queries and mutations guarded by auth scopes beyond "signed in" (ownsBrand,
 * permission, role), reading the scopes Pothos keeps on each field, and writes an operation for
 * each with placeholder arguments; and every Node type with the rule that decides who reads its
 * records by id. New guarded fields and Node types are picked up without touching the tests.
 */
export type ScopeMap = Record<string, unknown>;
export type ScopeSource =
  ScopeMap | boolean | ((parent: unknown, args: Record<string, unknown>, ctx: unknown, info: unknown) => unknown);

export interface GuardedField {
  operation: 'query' | 'mutation';
  name: string;
  scopes: ScopeSource;
  document: string;
  variables: Record<string, unknown>;
}

const ACCESS_SCOPES = new Set(['ownsBrand', 'permission', 'role']);

function scopeKeys(scopes: unknown, out = new Set<string>()): Set<string> {
  if (scopes && typeof scopes === 'object') {
    for (const [key, value] of Object.entries(scopes)) {
      if (key.startsWith('$')) scopeKeys(value, out);
      else out.add(key);
    }
  }
  return out;
}

/** Placeholder ids per argument name; anything else that is an id names the target brand. */
export type IdFor = (argumentName: string) => string;

function placeholder(type: GraphQLInputType, name: string, idFor: IdFor): unknown {
  if (isNonNullType(type)) return placeholder(type.ofType, name, idFor);
  if (isListType(type)) return [placeholder(type.ofType, name.replace(/s$/, ''), idFor)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
        .map((f) => [f.name, placeholder(f.type, f.name, idFor)]),
    );
  }
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return idFor(name);
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'DateTime':
        return new Date().toISOString();
      case 'Date':
        return new Date().toISOString().slice(0, 10);
      case 'Upload':
        // Sent as a file part of a multipart request (see test-server.ts).
        return new Blob(['placeholder'], { type: 'text/plain' });
      default:
        return /id$/i.test(name) ? idFor(name) : 'placeholder';
    }
  }
  return null;
}

function operationFor(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  idFor: IdFor,
): { document: string; variables: Record<string, unknown> } {
  const args = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const declarations = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const document = `${kind} Probe${declarations ? `(${declarations})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`;
  return { document, variables: Object.fromEntries(args.map((a) => [a.name, placeholder(a.type, a.name, idFor)])) };
}

/** Root fields whose scopes are a function of their arguments, or name ownsBrand, a permission or a role. */
export function guardedRootFields(schema: GraphQLSchema, idFor: IdFor): GuardedField[] {
  const found: GuardedField[] = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const scopes = (field.extensions as { pothosOptions?: { authScopes?: ScopeSource } }).pothosOptions?.authScopes;
      if (scopes === undefined) continue;
      if (typeof scopes !== 'function' && ![...scopeKeys(scopes)].some((k) => ACCESS_SCOPES.has(k))) continue;
      found.push({ operation: kind, name: field.name, scopes, ...operationFor(kind, field, idFor) });
    }
  }
  return found;
}

export interface NodeTypeRule {
  name: string;
  /** The type's auth scopes (who may read a record of it by id), 'public', or null: no rule at all. */
  rule: ScopeSource | 'public' | null;
}

/** Every object type that implements Node, with the rule node(id:) and nodes(ids:) apply to its records. */
export function nodeTypes(schema: GraphQLSchema): NodeTypeRule[] {
  return Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .filter((type) => type.getInterfaces().some((i) => i.name === 'Node'))
    .map((type) => {
      const scopes = (type.extensions as { pothosOptions?: { authScopes?: ScopeSource } }).pothosOptions?.authScopes;
      return { name: type.name, rule: scopes ?? (isPublicNode(type.extensions) ? 'public' : null) };
    });
}

export interface ScopeViewer {
  role: string;
  permissions: ReadonlySet<string>;
  ownsBrand(brandId: string): boolean;
}

/** Whether a signed-in viewer satisfies a scope map the way Pothos reads it (entries are "any of" unless under $all). */
export async function satisfies(
  source: ScopeSource,
  viewer: ScopeViewer,
  variables: Record<string, unknown>,
  ctx: unknown,
): Promise<boolean> {
  const scopes = typeof source === 'function' ? await source({}, variables, ctx, {}) : source;
  const check = (map: unknown, mode: 'any' | 'all'): boolean => {
    if (typeof map === 'boolean') return map;
    if (!map || typeof map !== 'object') return false;
    const results = Object.entries(map).map(([key, value]) => {
      switch (key) {
        case '$all':
          return check(value, 'all');
        case '$any':
          return check(value, 'any');
        case 'signedIn':
          return value === true;
        case 'role':
          return ([] as unknown[]).concat(value).includes(viewer.role);
        case 'permission':
          return viewer.permissions.has(String(value));
        case 'ownsBrand':
          return viewer.ownsBrand(String(value));
        default:
          throw new Error(`Unknown auth scope ${key}: teach the access-matrix test about it`);
      }
    });
    return mode === 'all' ? results.every(Boolean) : results.some(Boolean);
  };
  return check(scopes, 'any');
}
