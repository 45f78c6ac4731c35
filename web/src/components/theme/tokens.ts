/**
 * Design tokens. The palette follows adire cloth: indigo dyed in deep and pale baths on an ivory
 * ground, with the ochre and terracotta of kola-nut and camwood dyes as accents.
 */
export const colors = {
  indigo950: '#0f1430',
  indigo900: '#161d42',
  indigo800: '#1f2a5c',
  indigo700: '#2b3a7a',
  indigo600: '#3d4f98',
  indigo300: '#9ea8d4',
  indigo100: '#e3e6f3',
  indigo50: '#f0f1f8',
  ivory: '#faf6ee',
  ivoryDeep: '#f1e9da',
  paper: '#fffdf8',
  ochre: '#c98b2c',
  ochreDark: '#8a5a10',
  ochreLight: '#f4e3c3',
  terracotta: '#b4533a',
  terracottaDark: '#8e3a25',
  terracottaLight: '#f4ddd4',
  ink: '#1a1c29',
  inkSoft: '#3a3d4f',
  inkMuted: '#5c5f70',
  line: '#e2d9c7',
  lineStrong: '#c9bda5',
  success: '#2d6a4c',
  successLight: '#dcebe2',
  danger: '#a33a28',
  white: '#ffffff',
} as const;

export const fonts = {
  display:
    "'Cormorant Garamond', 'Cormorant Garamond Fallback', 'EB Garamond', 'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Liberation Serif', 'DejaVu Serif', serif",
  body: "system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif",
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
  '3xl': 'clamp(2rem, 1.5rem + 2vw, 2.75rem)',
  '4xl': 'clamp(2.5rem, 1.6rem + 3.6vw, 4.25rem)',
} as const;

export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
  9: '6rem',
} as const;

export const radii = { sm: '2px', md: '6px', lg: '12px', pill: '999px' } as const;

export const shadows = {
  soft: '0 1px 2px rgba(22, 29, 66, 0.06), 0 4px 16px rgba(22, 29, 66, 0.06)',
  raised: '0 2px 6px rgba(22, 29, 66, 0.08), 0 16px 40px rgba(22, 29, 66, 0.12)',
  header: '0 1px 0 rgba(22, 29, 66, 0.08), 0 8px 24px rgba(22, 29, 66, 0.06)',
} as const;

/** Minimum widths, in px, matching the layout's column changes. */
export const breakpoints = { sm: 600, md: 768, lg: 1024, xl: 1280 } as const;

export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
} as const;

export const zIndices = { header: 50, dropdown: 60, overlay: 100, spinner: 110, toast: 120 } as const;

export const motion = {
  fast: '120ms',
  base: '200ms',
  slow: '400ms',
  easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)',
} as const;

export const layout = { maxWidth: '1240px', headerHeight: '76px', gutter: 'clamp(1rem, 4vw, 2.5rem)' } as const;
