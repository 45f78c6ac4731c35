import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getIntrospectionQuery, parse, validate, type OperationDefinitionNode } from 'graphql';
import { repoRoot } from '../../config.js';
import { schema } from '../../assembly/schema.js';
import { armorProtection } from './armor.js';
import { costOf } from './query-cost.js';
import { PAGE_SIZES, PUBLIC_COST_BUDGET, QUERY_LIMITS, TOKEN_COST_BUDGET } from './budgets.js';

const webSrc = path.join(repoRoot, 'web/src');
const generated = path.join(webSrc, '__generated__');
const persisted = path.join(repoRoot, 'web/persisted-queries.json');
/** Where the screens are that ask for their data only once someone is signed in. */
const SIGNED_IN_ONLY = [path.join(webSrc, 'studio') + path.sep, path.join(webSrc, 'pages', 'favourites') + path.sep];

interface WebOperation {
  name: string;
  text: string;
  /** Studio screens and the favourites page always send a bearer token; every other screen must work signed out. */
  sentWithToken: boolean;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Which source file declares each operation: by its name, or the queryName of a @refetchable fragment. */
function declaringFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of sourceFiles(webSrc)) {
    for (const [, body] of fs.readFileSync(file, 'utf8').matchAll(/graphql`([\s\S]*?)`/g)) {
      for (const [, name] of body.matchAll(/(?:query|mutation|subscription)\s+(\w+)/g)) files.set(name, file);
      for (const [, name] of body.matchAll(/queryName:\s*"(\w+)"/g)) files.set(name, file);
    }
  }
  return files;
}

/** Texts relay-compiler moved out of the artifacts when it persists documents, by id. */
function persistedTexts(): Record<string, string> {
  return fs.existsSync(persisted) ? (JSON.parse(fs.readFileSync(persisted, 'utf8')) as Record<string, string>) : {};
}

/** The documents the web app sends, as relay-compiler wrote them (`npm run relay`). */
function webOperations(): WebOperation[] {
  if (!fs.existsSync(generated)) return [];
  const files = declaringFiles();
  const byId = persistedTexts();
  return fs.readdirSync(generated).flatMap((file) => {
    const artifact = fs.readFileSync(path.join(generated, file), 'utf8');
    const inline = /"text": (".*")\n/.exec(artifact);
    const id = /"id": "([0-9a-f]+)"/.exec(artifact);
    const text = inline ? (JSON.parse(inline[1]) as string) : id ? byId[id[1]] : undefined;
    if (!text) return [];
    const name = /(?:query|mutation|subscription)\s+(\w+)/.exec(text)![1];
    const declaredIn = files.get(name) ?? '';
    return [{ name, text, sentWithToken: SIGNED_IN_ONLY.some((folder) => declaredIn.includes(folder)) }];
  });
}

/** The largest page any size variable can ask for, so the check holds for every page the app requests. */
function worstCaseVariables(operation: OperationDefinitionNode) {
  const variables: Record<string, unknown> = {};
  for (const def of operation.variableDefinitions ?? []) {
    const type = def.type.kind === 'NonNullType' ? def.type.type : def.type;
    if (type.kind === 'NamedType' && type.name.value === 'Int') variables[def.variable.name.value] = PAGE_SIZES.maxPage;
  }
  return variables;
}

describe("the web app's documents keep within the query limits", () => {
  const operations = webOperations();

  it('finds the compiled documents and the file each comes from', () => {
    expect(operations.length, 'run `npm run relay` first').toBeGreaterThan(100);
    const files = declaringFiles();
    expect(operations.filter((o) => !files.has(o.name)).map((o) => o.name)).toEqual([]);
    expect(operations.some((o) => o.sentWithToken)).toBe(true);
  });

  it.each(operations.map((o) => [o.name, o] as const))('%s', (_name, operation) => {
    const document = parse(operation.text, { maxTokens: QUERY_LIMITS.maxTokens });
    const refusals = validate(schema, document, armorProtection({ hideSuggestions: false }).validationRules);
    expect(refusals.map((e) => e.message)).toEqual([]);

    const definition = document.definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode;
    const cost = costOf(document, schema, PAGE_SIZES, { variables: worstCaseVariables(definition) });
    expect(cost).toBeLessThanOrEqual(operation.sentWithToken ? TOKEN_COST_BUDGET : PUBLIC_COST_BUDGET);
  });
});

describe("GraphiQL's introspection query", () => {
  it('keeps within the limits', () => {
    const document = parse(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }), {
      maxTokens: QUERY_LIMITS.maxTokens,
    });
    expect(validate(schema, document, armorProtection({ hideSuggestions: true }).validationRules)).toEqual([]);
    expect(costOf(document, schema, PAGE_SIZES)).toBeLessThanOrEqual(PUBLIC_COST_BUDGET);
  });
});
