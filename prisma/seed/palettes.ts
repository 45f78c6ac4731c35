/**
 * Colour palettes for the generated textile artwork. `ground` is the cloth, `ink` the main motif
 * colour, `accent`/`accent2` secondary motif colours, `paper`/`paperDeep` the soft studio background.
 */
export interface Palette {
  ground: string;
  ink: string;
  accent: string;
  accent2: string;
  paper: string;
  paperDeep: string;
  /** Colour names a product in this palette is offered in. */
  colorNames: readonly string[];
}

export const PALETTES = {
  indigo: {
    ground: '#1c2b55',
    ink: '#ece5d3',
    accent: '#3f5f9e',
    accent2: '#c99a3e',
    paper: '#efe9de',
    paperDeep: '#d9d0bf',
    colorNames: ['Indigo', 'Cream', 'Midnight Blue', 'Sky Wash'],
  },
  ochre: {
    ground: '#b7792c',
    ink: '#2c1d14',
    accent: '#f2dba8',
    accent2: '#6d3f1e',
    paper: '#f6ecd9',
    paperDeep: '#e4d2b0',
    colorNames: ['Ochre', 'Umber', 'Sand', 'Cocoa'],
  },
  terracotta: {
    ground: '#a84a2f',
    ink: '#f4e4cf',
    accent: '#2f2421',
    accent2: '#e3a659',
    paper: '#f4e7dd',
    paperDeep: '#e2cbbb',
    colorNames: ['Terracotta', 'Clay', 'Bone', 'Amber'],
  },
  emerald: {
    ground: '#0f5b49',
    ink: '#f1d98c',
    accent: '#e8efe3',
    accent2: '#c5522f',
    paper: '#e6efe8',
    paperDeep: '#c9dcd0',
    colorNames: ['Emerald', 'Gold', 'Sage', 'Rust'],
  },
  gold: {
    ground: '#d8a305',
    ink: '#1e5e39',
    accent: '#b3261e',
    accent2: '#151515',
    paper: '#f8f0d7',
    paperDeep: '#ecdcab',
    colorNames: ['Kente Gold', 'Forest Green', 'Royal Red', 'Black'],
  },
  plum: {
    ground: '#4b1f3e',
    ink: '#f3c7a1',
    accent: '#d98d5f',
    accent2: '#f7ecdf',
    paper: '#f3e8ed',
    paperDeep: '#dfc9d3',
    colorNames: ['Plum', 'Peach', 'Copper', 'Champagne'],
  },
  mud: {
    ground: '#3c2b21',
    ink: '#efe3cf',
    accent: '#8b5b3d',
    accent2: '#caa37b',
    paper: '#ede3d6',
    paperDeep: '#d8c8b4',
    colorNames: ['Mud Brown', 'Natural', 'Rust Brown', 'Tan'],
  },
  lagoon: {
    ground: '#1e6e78',
    ink: '#ffd9b2',
    accent: '#f27e53',
    accent2: '#fbeee0',
    paper: '#e6f0f0',
    paperDeep: '#c6dcdd',
    colorNames: ['Lagoon Teal', 'Apricot', 'Coral', 'Shell'],
  },
  blush: {
    ground: '#efd8cf',
    ink: '#b26a68',
    accent: '#fff8f2',
    accent2: '#c5a063',
    paper: '#fbf3ef',
    paperDeep: '#efdcd4',
    colorNames: ['Blush', 'Rose', 'Pearl', 'Antique Gold'],
  },
  ivory: {
    ground: '#f2e8d5',
    ink: '#b48d3d',
    accent: '#ffffff',
    accent2: '#7f5f2a',
    paper: '#fbf8f1',
    paperDeep: '#ece3cf',
    colorNames: ['Ivory', 'Gold', 'White', 'Bronze'],
  },
  midnight: {
    ground: '#151a2d',
    ink: '#cbd1e2',
    accent: '#7c62a9',
    accent2: '#e6c27c',
    paper: '#eae9f0',
    paperDeep: '#d2d0de',
    colorNames: ['Midnight', 'Silver', 'Amethyst', 'Gold'],
  },
  saffron: {
    ground: '#161616',
    ink: '#f2b705',
    accent: '#e4e4e4',
    accent2: '#d9480f',
    paper: '#eeede9',
    paperDeep: '#d8d6cf',
    colorNames: ['Black', 'Saffron', 'Ash', 'Burnt Orange'],
  },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

export function palette(name: PaletteName): Palette {
  return PALETTES[name];
}
