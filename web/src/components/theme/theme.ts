import {
  breakpoints,
  colors,
  fontSizes,
  fonts,
  layout,
  media,
  motion,
  radii,
  shadows,
  space,
  zIndices,
} from './tokens';

export const theme = {
  colors,
  fonts,
  fontSizes,
  space,
  radii,
  shadows,
  breakpoints,
  media,
  zIndices,
  motion,
  layout,
} as const;

export type Theme = typeof theme;
