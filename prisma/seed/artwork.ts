import type { Palette } from './palettes.js';
import { patternDef, PATTERN_STYLES, type PatternStyle } from './patterns.js';
import type { Rng } from './random.js';
import { SILHOUETTES, type SilhouetteName } from './silhouettes.js';

/**
 * SVG compositions for the demo data: brand banners, product shots, collection line-ups, tailor
 * atelier scenes, hero slides and the spotlight. Pure functions of their inputs (and the rng state).
 */

/** What the artwork needs to know about a brand. */
export interface BrandLook {
  monogram: string;
  palette: Palette;
  pattern: PatternStyle;
  /** A second pattern style that goes with the first, for swatches and colourways. */
  companion: PatternStyle;
}

const n = (v: number) => String(Math.round(v * 10) / 10);

function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>\n`;
}

/** Alternating light and dark bands that read as folds or drape across whatever they cover. */
function foldGradient(id: string, rng: Rng, vertical = false): string {
  const bands = rng.int(5, 8);
  let stops = '';
  for (let i = 0; i <= bands; i++) {
    const offset = Math.min(1, Math.max(0, i / bands + (i > 0 && i < bands ? rng.between(-0.04, 0.04) : 0)));
    const light = i % 2 === 1;
    stops += `<stop offset="${n(offset * 100)}%" stop-color="${light ? '#fff' : '#000'}" stop-opacity="${n(light ? rng.between(0.06, 0.16) : rng.between(0.08, 0.22))}"/>`;
  }
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops}</linearGradient>`;
}

function backdrop(id: string, p: Palette, deep = false): string {
  return `<radialGradient id="${id}" cx=".5" cy=".38" r=".8"><stop offset="0" stop-color="${deep ? p.paperDeep : p.paper}"/><stop offset="1" stop-color="${deep ? p.ground : p.paperDeep}" stop-opacity="${deep ? '.55' : '1'}"/></radialGradient>`;
}

const SHADOW_FILTER =
  '<filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="16"/></filter>';
const VIGNETTE =
  '<radialGradient id="vig" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".38"/></radialGradient>';

/** Relative luminance of a #rrggbb colour, enough to pick the darker of two colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The darkest colour of the palette, for marks drawn on the light paper colour. */
function darkest(p: Palette): string {
  return [p.ground, p.ink, p.accent, p.accent2].reduce((a, b) => (luminance(b) < luminance(a) ? b : a));
}

function monogram(look: BrandLook, x: number, y: number, r = 34): string {
  const p = look.palette;
  const mark = darkest(p);
  const size = look.monogram.length > 1 ? r * 0.7 : r * 0.9;
  return `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${p.paper}" fill-opacity=".92" stroke="${mark}" stroke-width="2"/><circle r="${r - 6}" fill="none" stroke="${mark}" stroke-opacity=".5" stroke-width="1"/><text text-anchor="middle" dy=".36em" font-family="Georgia, 'Times New Roman', serif" font-size="${n(size)}" letter-spacing="1" fill="${mark}">${look.monogram}</text></g>`;
}

/** A garment drawn with its pattern fill, drape shading, outline, stitching and trims. */
function garment(name: SilhouetteName, fillId: string, foldId: string, p: Palette, withShadow = true): string {
  const s = SILHOUETTES[name];
  const shadow = withShadow
    ? `<path d="${s.outline}" fill="#000" opacity=".22" transform="translate(16 22)" filter="url(#blur)" fill-rule="evenodd"/>`
    : '';
  const details = s.details
    ? `<path d="${s.details}" fill="none" stroke="${p.paper}" stroke-opacity=".55" stroke-width="2.5" stroke-dasharray="7 6"/>`
    : '';
  const drawing =
    (s.under ? s.under(p) : '') +
    shadow +
    `<path d="${s.outline}" fill="url(#${fillId})" fill-rule="evenodd"/>` +
    `<path d="${s.outline}" fill="url(#${foldId})" fill-rule="evenodd" stroke="#000" stroke-opacity=".28" stroke-width="2.5"/>` +
    details +
    (s.trims ? s.trims(p) : '');
  return s.scale ? `<g transform="translate(450 640) scale(${s.scale}) translate(-450 -640)">${drawing}</g>` : drawing;
}

/** Picks the companion pattern style for a brand's main style. */
export function companionStyle(main: PatternStyle, rng: Rng): PatternStyle {
  return rng.pick(PATTERN_STYLES.filter((s) => s !== main));
}

// ---------------------------------------------------------------- brand images (1200 x 900)

export function brandImage(look: BrandLook, index: number, rng: Rng): string {
  const p = look.palette;
  const W = 1200;
  const H = 900;
  const variant = index % 3;
  if (variant === 0) {
    // A length of cloth filling the frame, with drape and a vignette.
    const defs =
      patternDef('a', look.pattern, p, rng, { scale: rng.pick([1.2, 1.5, 1.8]), rotate: rng.pick([0, 0, 45, -8]) }) +
      foldGradient('f', rng) +
      VIGNETTE;
    return svg(
      W,
      H,
      defs,
      `<rect width="${W}" height="${H}" fill="url(#a)"/><rect width="${W}" height="${H}" fill="url(#f)"/><rect width="${W}" height="${H}" fill="url(#vig)"/>${monogram(look, W - 70, H - 70, 40)}`,
    );
  }
  if (variant === 1) {
    // Three swatches laid on the studio table.
    const defs =
      backdrop('bg', p) +
      patternDef('a', look.pattern, p, rng, { scale: 1.1 }) +
      patternDef('b', look.companion, p, rng, { scale: 0.9, rotate: 45 }) +
      patternDef('c', look.pattern, p, rng, { scale: 0.6, rotate: 12 }) +
      foldGradient('f', rng) +
      SHADOW_FILTER;
    const swatch = (fill: string, x: number, y: number, rot: number) =>
      `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-210" y="-260" width="420" height="520" rx="6" fill="#000" opacity=".22" transform="translate(14 18)" filter="url(#blur)"/><rect x="-210" y="-260" width="420" height="520" rx="6" fill="url(#${fill})"/><rect x="-210" y="-260" width="420" height="520" rx="6" fill="url(#f)"/></g>`;
    return svg(
      W,
      H,
      defs,
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>${swatch('b', 330, 450, -9 + rng.int(-3, 3))}${swatch('c', 860, 430, 8 + rng.int(-3, 3))}${swatch('a', 600, 470, rng.int(-3, 3))}${monogram(look, W - 70, H - 70, 40)}`,
    );
  }
  // An atelier: a bolt of cloth hanging beside a garment on a stand.
  const defs =
    backdrop('bg', p) +
    patternDef('a', look.pattern, p, rng, { scale: 1 }) +
    patternDef('b', look.companion, p, rng, { scale: 0.8 }) +
    foldGradient('f', rng) +
    foldGradient('g', rng) +
    SHADOW_FILTER;
  const piece = rng.pick<SilhouetteName>(['gown', 'dress', 'kaftan', 'jacket', 'wrapDress']);
  return svg(
    W,
    H,
    defs,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect x="90" y="0" width="340" height="${H}" fill="url(#b)"/><rect x="90" y="0" width="340" height="${H}" fill="url(#g)"/><path d="M90 0V${H}M430 0V${H}" stroke="#000" stroke-opacity=".25" stroke-width="3"/>` +
      `<g transform="translate(480 10) scale(.74)">${garment(piece, 'a', 'f', p)}</g>${monogram(look, W - 70, H - 70, 40)}`,
  );
}

// ---------------------------------------------------------------- product images (900 x 1200)

export function productImage(look: BrandLook, silhouette: SilhouetteName, index: number, rng: Rng): string {
  const p = look.palette;
  const W = 900;
  const H = 1200;
  const variant = index % 4;
  if (variant === 1) {
    // Close-up of the cloth.
    const defs =
      patternDef('a', look.pattern, p, rng, { scale: rng.pick([2.2, 2.6, 3]), rotate: rng.pick([0, 15, -20, 45]) }) +
      foldGradient('f', rng) +
      VIGNETTE;
    return svg(
      W,
      H,
      defs,
      `<rect width="${W}" height="${H}" fill="url(#a)"/><rect width="${W}" height="${H}" fill="url(#f)"/><path d="M-20 ${rng.int(700, 900)}L${W + 20} ${rng.int(500, 700)}" stroke="${p.paper}" stroke-opacity=".7" stroke-width="3" stroke-dasharray="12 9"/><rect width="${W}" height="${H}" fill="url(#vig)"/>${monogram(look, W - 60, H - 60)}`,
    );
  }
  const deep = variant === 2;
  const fillStyle = variant === 3 ? look.companion : look.pattern;
  const defs =
    backdrop('bg', p, deep) +
    patternDef('a', fillStyle, p, rng, {
      scale: variant === 2 ? 0.75 : rng.pick([0.9, 1, 1.15]),
      rotate: variant === 2 ? 12 : 0,
    }) +
    (variant === 3 ? patternDef('w', look.pattern, p, rng, { scale: 1.4 }) : '') +
    foldGradient('f', rng) +
    SHADOW_FILTER;
  const wall = variant === 3 ? `<rect width="${W}" height="${H}" fill="url(#w)" opacity=".12"/>` : '';
  return svg(
    W,
    H,
    defs,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>${wall}<ellipse cx="450" cy="1118" rx="300" ry="26" fill="#000" opacity=".1"/>${garment(silhouette, 'a', 'f', p)}${monogram(look, W - 60, H - 60)}`,
  );
}

// ---------------------------------------------------------------- collection images (1200 x 900)

export function collectionImage(look: BrandLook, pieces: readonly SilhouetteName[], index: number, rng: Rng): string {
  const p = look.palette;
  const W = 1200;
  const H = 900;
  if (index % 2 === 0) {
    // A line-up of three looks.
    const defs =
      backdrop('bg', p) +
      patternDef('a', look.pattern, p, rng, { scale: 1 }) +
      patternDef('b', look.companion, p, rng, { scale: 0.9 }) +
      patternDef('c', look.pattern, p, rng, { scale: 0.7, rotate: 45 }) +
      foldGradient('f', rng) +
      SHADOW_FILTER;
    const fills = rng.shuffle(['a', 'b', 'c']);
    // Side looks stand back on the floor line, the middle one steps forward.
    const placements = [
      [210, 0.58, 800],
      [990, 0.58, 800],
      [600, 0.64, 835],
    ] as const;
    const looks = placements
      .map(
        ([cx, scale, floor], i) =>
          `<g transform="translate(${n(cx - 450 * scale)} ${n(floor - 1100 * scale)}) scale(${scale})">${garment(pieces[i % pieces.length]!, fills[i]!, 'f', p)}</g>`,
      )
      .join('');
    return svg(
      W,
      H,
      defs,
      `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect y="820" width="${W}" height="80" fill="${p.paperDeep}"/>${looks}${monogram(look, W - 60, 60)}`,
    );
  }
  // One look against a wall of the collection's cloth.
  const defs =
    patternDef('w', look.companion, p, rng, { scale: 1.3 }) +
    patternDef('a', look.pattern, p, rng, { scale: 0.9 }) +
    foldGradient('f', rng) +
    foldGradient('g', rng) +
    SHADOW_FILTER +
    VIGNETTE;
  const piece = pieces[index % pieces.length]!;
  return svg(
    W,
    H,
    defs,
    `<rect width="${W}" height="${H}" fill="url(#w)"/><rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="${p.paper}" opacity=".6"/><g transform="translate(285 50) scale(.7)">${garment(piece, 'a', 'f', p)}</g><rect width="${W}" height="${H}" fill="url(#vig)"/>${monogram(look, W - 60, H - 60)}`,
  );
}

// ---------------------------------------------------------------- tailor atelier (1200 x 900)

export function tailorImage(look: BrandLook, rng: Rng): string {
  const p = look.palette;
  const W = 1200;
  const H = 900;
  const defs =
    backdrop('bg', p) +
    patternDef('a', look.pattern, p, rng) +
    patternDef('b', look.companion, p, rng, { scale: 0.8 }) +
    foldGradient('f', rng) +
    foldGradient('g', rng, true) +
    SHADOW_FILTER;
  let ticks = '';
  for (let i = 0; i < 26; i++) ticks += `M${i * 18} 0v${i % 5 === 0 ? 16 : 9}`;
  const tape = `<g transform="translate(300 846) rotate(-2)"><rect width="470" height="34" rx="4" fill="#f2c94c" stroke="#000" stroke-opacity=".2"/><path d="${ticks}" stroke="#3a3a3a" stroke-width="2" transform="translate(8 0)"/></g>`;
  const bolts = [0, 1]
    .map(
      (i) =>
        `<g transform="translate(${900 + i * 150} ${270 + i * 40})"><rect width="120" height="${565 - i * 40}" rx="14" fill="url(#${i ? 'a' : 'b'})"/><rect width="120" height="${565 - i * 40}" rx="14" fill="url(#g)"/><ellipse cx="60" cy="8" rx="60" ry="14" fill="${p.paperDeep}" stroke="#000" stroke-opacity=".25"/></g>`,
    )
    .join('');
  const spool = `<g transform="translate(770 752)"><rect x="-36" y="-60" width="72" height="120" fill="${p.accent}"/><rect x="-50" y="-72" width="100" height="16" rx="4" fill="${p.accent2}"/><rect x="-50" y="56" width="100" height="16" rx="4" fill="${p.accent2}"/></g>`;
  return svg(
    W,
    H,
    defs,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect y="830" width="${W}" height="70" fill="${p.paperDeep}"/>${bolts}<g transform="translate(60 -10) scale(.76)">${garment('mannequin', 'a', 'f', p)}</g>${spool}${tape}${monogram(look, W - 60, 60)}`,
  );
}

// ---------------------------------------------------------------- hero slides (1920 x 1080)

/** Hero artwork: hanging lengths of cloth, darkened on the left where the site sets its headline. */
export function heroImage(
  looks: readonly BrandLook[],
  focus: 'collections' | 'tailored' | 'editorial',
  rng: Rng,
): string {
  const W = 1920;
  const H = 1080;
  const scrim =
    '<linearGradient id="scrim" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".62"/><stop offset=".55" stop-color="#000" stop-opacity=".18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>';
  if (focus === 'tailored') {
    const look = looks[0]!;
    const p = look.palette;
    const defs =
      patternDef('w', look.companion, p, rng, { scale: 1.6 }) +
      patternDef('a', look.pattern, p, rng) +
      patternDef('b', look.pattern, p, rng, { scale: 0.8, rotate: 45 }) +
      foldGradient('f', rng) +
      foldGradient('g', rng) +
      SHADOW_FILTER +
      scrim;
    return svg(
      W,
      H,
      defs,
      `<rect width="${W}" height="${H}" fill="url(#w)"/><rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="${p.ground}" opacity=".3"/><g transform="translate(780 -20) scale(.95)">${garment('mannequin', 'a', 'f', p)}</g><g transform="translate(1230 0) scale(.92)">${garment('gown', 'b', 'f', p)}</g><rect width="${W}" height="${H}" fill="url(#scrim)"/>`,
    );
  }
  const panels = focus === 'collections' ? 6 : 4;
  const width = W / panels;
  let defs = scrim;
  let body = '';
  for (let i = 0; i < panels; i++) {
    const look = looks[i % looks.length]!;
    defs +=
      patternDef(`p${i}`, i % 2 ? look.companion : look.pattern, look.palette, rng, {
        scale: rng.pick([1.2, 1.5]),
        rotate: rng.pick([0, 0, 45]),
      }) + foldGradient(`f${i}`, rng);
    const x = n(i * width);
    const drop = rng.int(0, 60);
    body += `<rect x="${x}" y="${-drop}" width="${n(width + 2)}" height="${H + 60}" fill="url(#p${i})"/><rect x="${x}" y="0" width="${n(width + 2)}" height="${H}" fill="url(#f${i})"/>`;
  }
  body += `<path d="${Array.from({ length: panels - 1 }, (_, i) => `M${n((i + 1) * width)} 0V${H}`).join('')}" stroke="#000" stroke-opacity=".3" stroke-width="4"/>`;
  return svg(W, H, defs, `${body}<rect width="${W}" height="${H}" fill="url(#scrim)"/>`);
}

// ---------------------------------------------------------------- spotlight (1600 x 1000)

export function spotlightImage(look: BrandLook, pieces: readonly SilhouetteName[], rng: Rng): string {
  const p = look.palette;
  const W = 1600;
  const H = 1000;
  const defs =
    patternDef('w', look.pattern, p, rng, { scale: 1.8 }) +
    patternDef('a', look.pattern, p, rng) +
    patternDef('b', look.companion, p, rng, { scale: 0.9 }) +
    foldGradient('f', rng) +
    foldGradient('g', rng) +
    SHADOW_FILTER +
    VIGNETTE;
  const looks = pieces
    .slice(0, 3)
    .map(
      (piece, i) =>
        `<g transform="translate(${n(230 + i * 380)} ${i === 1 ? 60 : 110}) scale(${i === 1 ? 0.74 : 0.68})">${garment(piece, i === 1 ? 'a' : 'b', 'f', p)}</g>`,
    )
    .join('');
  return svg(
    W,
    H,
    defs,
    `<rect width="${W}" height="${H}" fill="url(#w)"/><rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="${p.paper}" opacity=".68"/><rect y="900" width="${W}" height="100" fill="${p.paperDeep}"/>${looks}<rect width="${W}" height="${H}" fill="url(#vig)"/>${monogram(look, W - 70, H - 70, 42)}`,
  );
}
