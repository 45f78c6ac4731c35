// Prints the schema to schema.graphql; `--check` fails when the checked-in copy is stale.
import fs from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { repoRoot } from '../config.js';
import { schema } from '../assembly/schema.js';

const file = path.join(repoRoot, 'schema.graphql');
const printed = `${printSchema(schema)}\n`;
if (process.argv.includes('--check')) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current !== printed) {
    console.error('schema.graphql is stale: run `npm run schema:print`.');
    process.exit(1);
  }
} else {
  fs.writeFileSync(file, printed);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
