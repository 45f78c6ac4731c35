import { createHash } from 'node:crypto';

/** Namespace mixed into every seed id so they never collide with ids minted by the application. */
const SEED_NAMESPACE = 'adire-demo-seed';

/**
 * A stable UUID derived from a name (UUID version 5 layout over SHA-1), so every run of the seed
 * produces the same ids: `seedId('brand:eko-threadworks')`.
 */
export function seedId(name: string): string {
  const bytes = createHash('sha1').update(`${SEED_NAMESPACE}:${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Lower-case ASCII slug: accents dropped, anything else becomes a single dash. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
