import fs from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.js';
import { schema } from './schema.js';

describe('schema.graphql', () => {
  it('matches the schema printed from the code (run `npm run schema:print` when this fails)', () => {
    const checkedIn = fs.readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8');
    expect(checkedIn).toBe(`${printSchema(schema)}\n`);
  });
});
