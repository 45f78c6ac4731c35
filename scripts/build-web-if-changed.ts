/**
 * Builds the web app (Relay documents, then Vite) unless web/dist was built from exactly the sources
 * there are now: `npm start` then starts in seconds when nothing changed. The fingerprint is a hash of
 * the contents of every input of the build, kept beside the build in web/dist.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'web/dist');
const stampFile = path.join(dist, '.sources-fingerprint');

/** What the build reads: the web app, the API's pure rules it imports (@domain, @features), the schema and the lock file. */
const INPUTS = [
  'web',
  'api/src/domain',
  'api/src/features',
  'schema.graphql',
  'relay.config.json',
  'package-lock.json',
  'tsconfig.json',
  'patches',
];
/** Outputs and files the build does not read. */
const SKIPPED = new Set(['node_modules', 'dist', '__generated__', 'e2e', 'persisted-queries.json']);

function filesUnder(relative: string): string[] {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full)
    .filter((name) => !SKIPPED.has(name) && !name.endsWith('.test.ts'))
    .sort()
    .flatMap((name) => filesUnder(path.join(relative, name)));
}

export function sourcesFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder)) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

function main(): void {
  const fingerprint = sourcesFingerprint();
  const built = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8').trim();
  if (built === fingerprint && fs.existsSync(path.join(dist, 'index.html'))) {
    console.log('The web app in web/dist is current (no source changed since it was built).');
    return;
  }
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(stampFile, `${fingerprint}\n`);
}

main();
