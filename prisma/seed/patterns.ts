import type { Palette } from './palettes.js';
import type { Rng } from './random.js';

/**
 * Repeating textile patterns as SVG <pattern> definitions, each loosely after a cloth tradition:
 * adire (Yoruba indigo resist-dye), kente (Asante/Ewe strip weave), mudcloth (Malian bogolanfini),
 * kitenge (East African wax print), shweshwe (South African discharge print), kuba (Congolese raffia
 * cloth) and zellige (North African tilework).
 */
export type PatternStyle = 'adire' | 'kente' | 'mudcloth' | 'kitenge' | 'shweshwe' | 'kuba' | 'zellige';
export const PATTERN_STYLES: readonly PatternStyle[] = [
  'adire',
  'kente',
  'mudcloth',
  'kitenge',
  'shweshwe',
  'kuba',
  'zellige',
];

export interface PatternOptions {
  /** Multiplies the tile size. */
  scale?: number;
  /** Degrees. */
  rotate?: number;
}

/** Rounds coordinates so the markup stays small. */
const n = (v: number) => String(Math.round(v * 10) / 10);

const TILE: Record<PatternStyle, [number, number]> = {
  adire: [120, 120],
  kente: [160, 160],
  mudcloth: [160, 160],
  kitenge: [160, 160],
  shweshwe: [40, 40],
  kuba: [120, 120],
  zellige: [120, 120],
};

/** A complete <pattern> element with the given id. The same rng state gives the same pattern. */
export function patternDef(id: string, style: PatternStyle, p: Palette, rng: Rng, opts: PatternOptions = {}): string {
  const [w, h] = TILE[style];
  const transform = [
    opts.scale && opts.scale !== 1 ? `scale(${n(opts.scale)})` : '',
    opts.rotate ? `rotate(${n(opts.rotate)})` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const body = TILE_BODIES[style](p, rng);
  return `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${transform ? ` patternTransform="${transform}"` : ''}><rect width="${w}" height="${h}" fill="${p.ground}"/>${body}</pattern>`;
}

type TileBody = (p: Palette, rng: Rng) => string;

// ---------------------------------------------------------------- adire: a grid of hand-drawn resist motifs

type Motif = (x: number, y: number, c: string, p: Palette) => string;

const ADIRE_MOTIFS: Record<string, Motif> = {
  rings: (x, y, c) =>
    `<g fill="none" stroke="${c}" stroke-width="3"><circle cx="${x}" cy="${y}" r="22"/><circle cx="${x}" cy="${y}" r="14"/></g><circle cx="${x}" cy="${y}" r="6" fill="${c}"/>`,
  dots: (x, y, c) => {
    let s = '';
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 4; j++) s += `<circle cx="${n(x - 16.5 + i * 11)}" cy="${n(y - 16.5 + j * 11)}" r="2.8"/>`;
    return `<g fill="${c}">${s}</g>`;
  },
  sun: (x, y, c) => {
    let rays = '';
    for (let k = 0; k < 12; k++) {
      const a = (k * Math.PI) / 6;
      rays += `M${n(x + 13 * Math.cos(a))} ${n(y + 13 * Math.sin(a))}L${n(x + 23 * Math.cos(a))} ${n(y + 23 * Math.sin(a))}`;
    }
    return `<circle cx="${x}" cy="${y}" r="8" fill="${c}"/><path d="${rays}" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`;
  },
  petals: (x, y, c, p) =>
    `<g fill="${c}">${[0, 45, 90, 135].map((r) => `<ellipse cx="${x}" cy="${y}" rx="5" ry="19" transform="rotate(${r} ${x} ${y})"/>`).join('')}</g><circle cx="${x}" cy="${y}" r="3.5" fill="${p.ground}"/>`,
  ladder: (x, y, c) => {
    let d = `M${x - 14} ${y - 23}V${y + 23}M${x + 14} ${y - 23}V${y + 23}`;
    for (let k = -2; k <= 2; k++) d += `M${x - 14} ${y + k * 10}H${x + 14}`;
    return `<path d="${d}" stroke="${c}" stroke-width="3" stroke-linecap="round" fill="none"/>`;
  },
  diamonds: (x, y, c) =>
    `<path d="M${x} ${y - 23}L${x + 23} ${y}L${x} ${y + 23}L${x - 23} ${y}ZM${x} ${y - 13}L${x + 13} ${y}L${x} ${y + 13}L${x - 13} ${y}Z" fill="none" stroke="${c}" stroke-width="3"/><path d="M${x} ${y - 5}L${x + 5} ${y}L${x} ${y + 5}L${x - 5} ${y}Z" fill="${c}"/>`,
  waves: (x, y, c) => {
    let d = '';
    for (const dy of [-14, 0, 14]) d += `M${x - 24} ${y + dy}q6 -8 12 0t12 0t12 0t12 0`;
    return `<path d="${d}" fill="none" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`;
  },
  hatch: (x, y, c) => {
    let d = '';
    for (const k of [-15, 0, 15]) d += `M${x - 22} ${y + k}H${x + 22}M${x + k} ${y - 22}V${y + 22}`;
    return `<path d="${d}" stroke="${c}" stroke-width="2.5" stroke-linecap="round"/>`;
  },
};

const adire: TileBody = (p, rng) => {
  const motifs = rng.sample(Object.keys(ADIRE_MOTIFS), 4);
  const cells = [
    [30, 30],
    [90, 30],
    [30, 90],
    [90, 90],
  ] as const;
  const body = cells.map(([x, y], i) => ADIRE_MOTIFS[motifs[i]!]!(x, y, p.ink, p)).join('');
  const grid = `<path d="M0 0.5H120M0 60H120M0.5 0V120M60 0V120" stroke="${p.ink}" stroke-opacity=".45" stroke-width="2"/>`;
  return `<g opacity=".92">${body}</g>${grid}`;
};

// ---------------------------------------------------------------- kente: strips of warp stripes and weft blocks

const kente: TileBody = (p, rng) => {
  const colors = rng.shuffle([p.ink, p.accent, p.accent2]);
  const stripeSet = (offset: number) =>
    [
      [4, 7],
      [15, 3],
      [22, 11],
      [37, 3],
      [44, 9],
      [58, 3],
      [65, 10],
    ].map(([x, wd], i) => ({ x: x! + offset, w: wd!, c: colors[(i + offset) % 3]! }));
  const warp = (x0: number, y0: number) =>
    stripeSet(0)
      .map((s) => `<rect x="${x0 + s.x}" y="${y0}" width="${s.w}" height="80" fill="${s.c}"/>`)
      .join('');
  const weft = (x0: number, y0: number) => {
    const base = colors[0]!;
    let s = `<rect x="${x0}" y="${y0}" width="80" height="80" fill="${base}"/>`;
    const bars: [number, number, string][] = [
      [5, 5, p.ground],
      [14, 3, colors[1]!],
      [21, 12, colors[2]!],
      [47, 12, colors[2]!],
      [63, 3, colors[1]!],
      [70, 5, p.ground],
    ];
    for (const [y, hh, c] of bars) s += `<rect x="${x0}" y="${y0 + y}" width="80" height="${hh}" fill="${c}"/>`;
    for (let i = 0; i < 8; i++)
      s += `<rect x="${x0 + i * 10}" y="${y0 + 36}" width="5" height="8" fill="${i % 2 ? p.ground : colors[1]}"/>`;
    s += `<path d="M${x0} ${y0 + 27}l10 -4l10 4l10 -4l10 4l10 -4l10 4l10 -4l10 4M${x0} ${y0 + 53}l10 4l10 -4l10 4l10 -4l10 4l10 -4l10 4l10 -4" fill="none" stroke="${p.ground}" stroke-width="2"/>`;
    return s;
  };
  const seams = `<path d="M0.5 0V160M80 0V160" stroke="#000" stroke-opacity=".28" stroke-width="1.5"/>`;
  return warp(0, 0) + weft(0, 80) + weft(80, 0) + warp(80, 80) + seams;
};

// ---------------------------------------------------------------- mudcloth: rows of painted marks

const MUD_ROWS: Record<string, (y: number, c: string) => string> = {
  dashes: (y, c) => {
    let d = '';
    for (let i = 0; i < 10; i++) d += `M${8 + i * 16} ${y + 11}V${y + 29}`;
    return `<path d="${d}" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`;
  },
  crosses: (y, c) => {
    let d = '';
    for (let i = 0; i < 8; i++) {
      const x = 10 + i * 20;
      d += `M${x - 6} ${y + 14}l12 12M${x + 6} ${y + 14}l-12 12`;
    }
    return `<path d="${d}" stroke="${c}" stroke-width="3.5" stroke-linecap="round"/>`;
  },
  dots: (y, c) => {
    let s = '';
    for (let i = 0; i < 10; i++)
      s += `<circle cx="${8 + i * 16}" cy="${y + 14}" r="3.4"/><circle cx="${16 + i * 16}" cy="${y + 27}" r="3.4"/>`;
    return `<g fill="${c}">${s}</g>`;
  },
  zigzag: (y, c) => {
    let d = `M0 ${y + 30}`;
    for (let i = 1; i <= 16; i++) d += `L${i * 10} ${y + (i % 2 ? 10 : 30)}`;
    return `<path d="${d}" fill="none" stroke="${c}" stroke-width="4" stroke-linejoin="round"/>`;
  },
  circles: (y, c) => {
    let s = '';
    for (let i = 0; i < 4; i++)
      s += `<circle cx="${20 + i * 40}" cy="${y + 20}" r="11" fill="none" stroke="${c}" stroke-width="3.5"/><circle cx="${20 + i * 40}" cy="${y + 20}" r="3.5" fill="${c}"/>`;
    return s;
  },
  chain: (y, c) => {
    let d = '';
    for (let i = 0; i < 8; i++) {
      const x = 10 + i * 20;
      d += `M${x} ${y + 9}L${x + 9} ${y + 20}L${x} ${y + 31}L${x - 9} ${y + 20}Z`;
    }
    return `<path d="${d}" fill="none" stroke="${c}" stroke-width="3"/>`;
  },
};

const mudcloth: TileBody = (p, rng) => {
  const rows = rng.sample(Object.keys(MUD_ROWS), 4);
  let s = rows.map((r, i) => MUD_ROWS[r]!(i * 40, p.ink)).join('');
  s += `<path d="M0 1H160M0 4.5H160M0 81H160M0 84.5H160" stroke="${p.ink}" stroke-width="1.5" stroke-opacity=".8"/>`;
  return s;
};

// ---------------------------------------------------------------- kitenge: bold flowers on a half-drop repeat

const kitenge: TileBody = (p, rng) => {
  const petals = rng.pick([6, 8, 10]);
  const flower = (x: number, y: number) => {
    let s = '';
    for (let k = 0; k < petals; k++)
      s += `<ellipse cx="${x}" cy="${y - 21}" rx="8" ry="18" transform="rotate(${n((k * 360) / petals)} ${x} ${y})"/>`;
    return `<g fill="${p.ink}">${s}</g><circle cx="${x}" cy="${y}" r="13" fill="${p.accent}"/><circle cx="${x}" cy="${y}" r="6" fill="${p.accent2}"/>`;
  };
  const centre = rng.chance(0.5)
    ? [30, 21, 13, 5]
        .map(
          (r, i) =>
            `<path d="M80 ${80 - r}L${80 + r} 80L80 ${80 + r}L${80 - r} 80Z" fill="${[p.accent2, p.ground, p.accent, p.ink][i]}"/>`,
        )
        .join('')
    : [26, 18, 10, 4]
        .map((r, i) => `<circle cx="80" cy="80" r="${r}" fill="${[p.accent, p.ground, p.accent2, p.ink][i]}"/>`)
        .join('');
  let ring = '';
  for (let k = 0; k < 12; k++) {
    const a = (k * Math.PI) / 6;
    ring += `<circle cx="${n(80 + 40 * Math.cos(a))}" cy="${n(80 + 40 * Math.sin(a))}" r="3"/>`;
  }
  const edgeDots = [
    [80, 0],
    [0, 80],
    [160, 80],
    [80, 160],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6"/>`)
    .join('');
  return (
    [
      [0, 0],
      [160, 0],
      [0, 160],
      [160, 160],
    ]
      .map(([x, y]) => flower(x!, y!))
      .join('') +
    centre +
    `<g fill="${p.ink}" opacity=".8">${ring}</g><g fill="${p.accent}">${edgeDots}</g>`
  );
};

// ---------------------------------------------------------------- shweshwe: tiny discharge-printed stars

const shweshwe: TileBody = (p, rng) => {
  const star = `<path d="M20 10.5L22.6 17.4L29.5 20L22.6 22.6L20 29.5L17.4 22.6L10.5 20L17.4 17.4Z" fill="${p.ink}"/>`;
  const flower = `<circle cx="20" cy="20" r="3.2" fill="${p.ink}"/>${[0, 60, 120, 180, 240, 300].map((a) => `<circle cx="${n(20 + 7 * Math.cos((a * Math.PI) / 180))}" cy="${n(20 + 7 * Math.sin((a * Math.PI) / 180))}" r="1.9" fill="${p.ink}"/>`).join('')}`;
  let ring = '';
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4 + Math.PI / 8;
    ring += `<circle cx="${n(20 + 13 * Math.cos(a))}" cy="${n(20 + 13 * Math.sin(a))}" r="1.1"/>`;
  }
  const corners = [
    [0, 0],
    [40, 0],
    [0, 40],
    [40, 40],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.4"/>`)
    .join('');
  return (rng.chance(0.5) ? star : flower) + `<g fill="${p.ink}" opacity=".85">${ring}${corners}</g>`;
};

// ---------------------------------------------------------------- kuba: nested diamonds like raffia embroidery

const kuba: TileBody = (p, rng) => {
  const d = (r: number) => `M60 ${60 - r}L${60 + r} 60L60 ${60 + r}L${60 - r} 60Z`;
  const corners = `<path d="M0 0H26L0 26ZM120 0V26L94 0ZM0 120V94L26 120ZM120 120H94L120 94Z" fill="${p.ink}"/>`;
  const ticks = rng.chance(0.5)
    ? `<path d="M60 8V28M60 92V112M8 60H28M92 60H112" stroke="${p.accent}" stroke-width="4"/>`
    : '';
  return `<path d="${d(50)}" fill="none" stroke="${p.ink}" stroke-width="7"/><path d="${d(31)}" fill="none" stroke="${p.accent}" stroke-width="6"/><path d="${d(14)}" fill="${p.accent2}"/>${corners}${ticks}`;
};

// ---------------------------------------------------------------- zellige: eight-pointed star tiles

function starPath(cx: number, cy: number, r: number): string {
  const inner = r * 0.7654;
  let d = '';
  for (let k = 0; k < 16; k++) {
    const a = (k * Math.PI) / 8 - Math.PI / 2;
    const rr = k % 2 === 0 ? r : inner;
    d += `${k === 0 ? 'M' : 'L'}${n(cx + rr * Math.cos(a))} ${n(cy + rr * Math.sin(a))}`;
  }
  return `${d}Z`;
}

const zellige: TileBody = (p, rng) => {
  const small = rng.pick([20, 24]);
  const grout = `stroke="${p.paper}" stroke-width="2" stroke-opacity=".7"`;
  const corners = [
    [0, 0],
    [120, 0],
    [0, 120],
    [120, 120],
  ]
    .map(([x, y]) => starPath(x!, y!, 40))
    .join('');
  const edges = [
    [60, 0],
    [0, 60],
    [120, 60],
    [60, 120],
  ]
    .map(([x, y]) => `M${x} ${y! - 8}L${x! + 8} ${y}L${x} ${y! + 8}L${x! - 8} ${y}Z`)
    .join('');
  return `<path d="${corners}" fill="${p.accent2}" ${grout}/><path d="${starPath(60, 60, 42)}" fill="${p.accent}" ${grout}/><path d="${starPath(60, 60, small)}" fill="${p.ink}"/><circle cx="60" cy="60" r="5" fill="${p.ground}"/><path d="${edges}" fill="${p.ink}"/>`;
};

const TILE_BODIES: Record<PatternStyle, TileBody> = { adire, kente, mudcloth, kitenge, shweshwe, kuba, zellige };
