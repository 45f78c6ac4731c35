/**
 * The display face, Cormorant Garamond, served from this origin (from @fontsource): the weights the
 * design sets it in (400 hero titles and wordmarks, 500 headings, 600 the logo and studio
 * legends, 400 italic quotes), latin and latin-ext only, woff2. A browser fetches a file only when
 * a page shows text of its weight, style and range, so a page in English costs two or three files
 * of about 23 kB. index.html preloads the 600 latin file: the logo is on every first screen.
 *
 * Until a file arrives, text is set in the fallback face (`font-display: swap`): the device's Times
 * New Roman (Liberation Serif on Linux, the same widths), scaled and given Cormorant's vertical
 * metrics so the swap does not move the layout. Measured in Chromium over the site's headings:
 * Cormorant is 96.6% as wide as Times at 500 (96.2% at 400, 97.0% at 600), its italic 87.2% of
 * Times italic; its ascent and descent are 0.924 and 0.287 em with no line gap. Devices without
 * Times (Android's Noto Serif) fall back without the adjustment.
 */
import latin400 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-normal.woff2';
import latin500 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2';
import latin600 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2';
import latin400Italic from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-italic.woff2';
import latinExt400 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-ext-400-normal.woff2';
import latinExt500 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-ext-500-normal.woff2';
import latinExt600 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-ext-600-normal.woff2';
import latinExt400Italic from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-ext-400-italic.woff2';

export const DISPLAY_FONT = 'Cormorant Garamond';
export const DISPLAY_FONT_FALLBACK = 'Cormorant Garamond Fallback';

const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const FACES: { weight: number; style: 'normal' | 'italic'; latin: string; latinExt: string }[] = [
  { weight: 400, style: 'normal', latin: latin400, latinExt: latinExt400 },
  { weight: 500, style: 'normal', latin: latin500, latinExt: latinExt500 },
  { weight: 600, style: 'normal', latin: latin600, latinExt: latinExt600 },
  { weight: 400, style: 'italic', latin: latin400Italic, latinExt: latinExt400Italic },
];

function face(weight: number, style: string, url: string, range: string): string {
  return `@font-face {
  font-family: '${DISPLAY_FONT}';
  font-style: ${style};
  font-weight: ${weight};
  font-display: swap;
  src: url(${JSON.stringify(url)}) format('woff2');
  unicode-range: ${range};
}`;
}

/** Times (regular faces only, declared for every weight so no bold is synthesised) sized to Cormorant. */
function fallbackFace(style: 'normal' | 'italic', locals: string[], sizeAdjust: number): string {
  return `@font-face {
  font-family: '${DISPLAY_FONT_FALLBACK}';
  font-style: ${style};
  font-weight: 300 700;
  src: ${locals.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${sizeAdjust}%;
  ascent-override: ${round((92.4 / sizeAdjust) * 100)}%;
  descent-override: ${round((28.7 / sizeAdjust) * 100)}%;
  line-gap-override: 0%;
}`;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Every @font-face rule of the display font and its fallback, for the global style sheet. */
export const displayFontFaces = [
  ...FACES.flatMap(({ weight, style, latin, latinExt }) => [
    face(weight, style, latinExt, LATIN_EXT),
    face(weight, style, latin, LATIN),
  ]),
  fallbackFace('normal', ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'], 96.6),
  fallbackFace(
    'italic',
    ['Times New Roman Italic', 'TimesNewRomanPS-ItalicMT', 'Liberation Serif Italic', 'LiberationSerif-Italic'],
    87.2,
  ),
].join('\n');
