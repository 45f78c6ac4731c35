import type { RenderedPage } from './server-bundle.js';

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/** The id web/src/ssr/serverAnswers.ts reads the answers from. */
const ANSWERS_ELEMENT_ID = 'server-answers';

/** Whether the built index.html has the places a rendered page goes into. */
export function acceptsRenderedPages(template: string): boolean {
  return template.includes(ROOT) && template.includes('</head>');
}

/**
 * The built index.html with a rendered page in it: its title and preloads where the template's title
 * was (before the scripts, so a slow connection fetches the page's main image first), its styles at
 * the end of the head, its markup in #root, and its query answers after it as JSON (not a script
 * that runs, so the CSP needs no exception; the bundle escaped every `<` in it).
 */
export function fillTemplate(template: string, page: RenderedPage): string {
  const answers = `<script type="application/json" id="${ANSWERS_ELEMENT_ID}">${page.answers}</script>`;
  const ownTitle = TITLE.test(page.headStart);
  return template
    .replace(TITLE, (title) => (ownTitle ? page.headStart : page.headStart + title))
    .replace('</head>', () => `${page.head}</head>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div>${answers}`);
}
