/**
 * Which variants a responsive image offers the browser: a <source> per format, AVIF before webp,
 * and, in data-saver mode, a slot half as wide, so the browser picks the next narrower variant.
 */

export interface ImageSourceData {
  type: string;
  srcSet: string;
}

export interface PictureAttributes {
  sources: { type: string; srcSet: string; sizes: string }[];
  srcSet: string | undefined;
  sizes: string | undefined;
}

/** When a caller gives variants but no sizes: the full viewport width, the browser's own default. */
export const DEFAULT_SIZES = '100vw';

const FORMAT_PREFERENCE = ['image/avif', 'image/webp'];
const rank = (type: string) => {
  const index = FORMAT_PREFERENCE.indexOf(type);
  return index === -1 ? FORMAT_PREFERENCE.length : index;
};

/** Splits on the commas between entries, not those inside calc(), min() and the like. */
function topLevelEntries(sizes: string): string[] {
  const entries: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sizes.length; i += 1) {
    const char = sizes[i];
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0) {
      entries.push(sizes.slice(start, i));
      start = i + 1;
    }
  }
  entries.push(sizes.slice(start));
  return entries.map((entry) => entry.trim()).filter(Boolean);
}

/** Where the length at the end of one entry starts: a function such as calc(...) or the last word. */
function lengthStart(entry: string): number {
  if (!entry.endsWith(')')) return entry.search(/\S+$/);
  let depth = 0;
  for (let i = entry.length - 1; i >= 0; i -= 1) {
    if (entry[i] === ')') depth += 1;
    else if (entry[i] === '(') depth -= 1;
    if (depth === 0) {
      const name = /[a-z-]*$/i.exec(entry.slice(0, i))![0];
      // '(min-width: 40rem)' alone is a media condition, not a length.
      return name ? i - name.length : -1;
    }
  }
  return -1;
}

function halve(length: string): string {
  const simple = /^(\d*\.?\d+)([a-z%]+)$/i.exec(length);
  if (simple) return `${Number(simple[1]) / 2}${simple[2]}`;
  return `calc(${length} / 2)`;
}

/**
 * A sizes attribute with every slot width halved: '(min-width: 64rem) 36rem, 100vw' becomes
 * '(min-width: 64rem) 18rem, 50vw'. 'auto' and what it cannot read are left as they are.
 */
export function halvedSizes(sizes: string): string {
  return topLevelEntries(sizes)
    .map((entry) => {
      const start = lengthStart(entry);
      if (start < 0) return entry;
      const length = entry.slice(start);
      if (length.toLowerCase() === 'auto') return entry;
      return `${entry.slice(0, start)}${halve(length)}`;
    })
    .join(', ');
}

export function pictureAttributes(
  image: { srcSet?: string | null; sources?: readonly ImageSourceData[] | null; sizes?: string },
  dataSaverOn: boolean,
): PictureAttributes {
  const sources = (image.sources ?? []).filter((source) => source.srcSet);
  const hasVariants = !!image.srcSet || sources.length > 0;
  if (!hasVariants) return { sources: [], srcSet: undefined, sizes: undefined };
  const slot = image.sizes ?? DEFAULT_SIZES;
  const sizes = dataSaverOn ? halvedSizes(slot) : slot;
  return {
    sources: [...sources]
      .sort((a, b) => rank(a.type) - rank(b.type))
      .map((source) => ({ type: source.type, srcSet: source.srcSet, sizes })),
    srcSet: image.srcSet ?? undefined,
    sizes,
  };
}
