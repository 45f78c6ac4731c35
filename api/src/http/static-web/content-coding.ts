/** The encodings this server stores or produces, best first: brotli is smaller than gzip for text. */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/** The file suffix a precompressed copy carries next to the original (`app.js.br`, `app.js.gz`). */
export const CODING_SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The best of the `available` codings the client accepts (RFC 9110 Accept-Encoding, with q-values and
 * `*`), or 'identity'. Among equally weighted codings the server's order (brotli first) decides.
 */
export function pickContentCoding(
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[],
): ContentCoding | 'identity' {
  const weights = parseAcceptEncoding(acceptEncoding ?? '');
  let best: ContentCoding | 'identity' = 'identity';
  let bestWeight = 0;
  for (const coding of CONTENT_CODINGS) {
    if (!available.includes(coding)) continue;
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}
