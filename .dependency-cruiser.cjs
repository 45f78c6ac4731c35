/**
 * The import rules of the architecture (docs/architecture-notes.md), checked by `npm run lint:imports`
 * in `npm test`. A violation names the rule that was broken.
 */
const PURE = '^api/src/(domain/|features/[^/]+/(rules|rules-[a-z]+)\\.ts$)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No module reaches itself through its imports: what two modules share moves down into a third (api/src, web/src and prisma/).',
      severity: 'error',
      from: { path: '^(api/src|web/src|prisma)/' },
      // A lazy import() runs after both modules have loaded, so it closes no cycle: a studio section
      // module lazily imports its screens, which read the section's access rules.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'the-api-is-handed-the-seed',
      comment:
        'The demo seed (prisma/) builds on the API, so the API never imports it: the entry point main.ts hands it over.',
      severity: 'error',
      from: { path: '^api/src/', pathNot: '^api/src/main\\.ts$' },
      to: { path: '^prisma/' },
    },
    {
      name: 'lists-sit-above-what-they-list',
      comment:
        'assembly/ lists the features (schema modules, REST routes); the kits below it (graphql/, rest/) and the features never import it.',
      severity: 'error',
      from: { path: '^api/src/(features|graphql|rest)/', pathNot: '^api/src/graphql/print\\.ts$|\\.test\\.ts$' },
      to: { path: '^api/src/assembly/' },
    },
    {
      name: 'the-logger-is-at-the-bottom',
      comment: 'log/ is imported by everything that logs, so it imports nothing of the project.',
      severity: 'error',
      from: { path: '^api/src/log/' },
      to: { path: '^api/src/', pathNot: '^api/src/log/' },
    },
    {
      name: 'rules-and-domain-are-pure',
      comment:
        "rules.ts (and a large feature's rules-*.ts) and domain/ hold pure rules: no database, GraphQL builder, HTTP, storage or mail.",
      severity: 'error',
      from: { path: PURE, pathNot: '\\.test\\.ts$' },
      to: {
        // The database's enum vocabulary (no client) is the one generated module rules may name.
        pathNot: '^api/src/generated/prisma/enums\\.ts$',
        path: [
          '^api/src/(generated|graphql|db|http|rest|storage|mail|auth)/',
          '^api/src/features/[^/]+/(?!(rules|rules-[a-z]+)\\.ts$|messages\\.ts$)',
          '^node_modules/(@prisma|pg|express|@aws-sdk|nodemailer|@apollo|@pothos/core|sharp)/',
        ],
      },
    },
    {
      name: 'features-meet-through-types',
      comment: "A feature imports another feature's types.ts only.",
      severity: 'error',
      from: { path: '^api/src/features/([^/]+)/' },
      to: {
        path: '^api/src/features/[^/]+/',
        pathNot: ['^api/src/features/$1/', '^api/src/features/[^/]+/types\\.ts$'],
      },
    },
    {
      name: 'rest-goes-through-the-schema',
      comment:
        "REST modules use the rest/ kit and their own messages, never Prisma or a feature's data.ts, so they inherit the schema's auth.",
      severity: 'error',
      from: { path: ['^api/src/features/.+/rest\\.ts$', '^api/src/rest/'] },
      to: {
        path: [
          '^api/src/generated/',
          '^api/src/db/',
          '^api/src/features/[^/]+/data[^/]*\\.ts$',
          '^node_modules/(@prisma|pg)/',
        ],
      },
    },
    {
      name: 'infrastructure-stays-below-features',
      comment:
        'auth/, db/, storage/, mail/ and http/ never import features/; http/app.ts reaches them through assembly/ (the schema and REST route lists).',
      severity: 'error',
      from: { path: '^api/src/(auth|db|storage|mail|http)/' },
      to: { path: '^api/src/features/' },
    },
    {
      name: 'jobs-core-knows-no-feature',
      comment:
        'jobs/ is the queue and the worker; only jobs/kinds.ts (the one list of job kinds) names the features whose handlers run.',
      severity: 'error',
      from: { path: '^api/src/jobs/', pathNot: '^api/src/jobs/kinds\\.ts$' },
      to: { path: '^api/src/features/' },
    },
    {
      name: 'pages-do-not-import-sibling-pages',
      comment: 'What a second page folder needs moves up to components/, hooks/ or lib/ first.',
      severity: 'error',
      from: { path: '^web/src/pages/([^/]+)/' },
      to: { path: '^web/src/pages/[^/]+/', pathNot: '^web/src/pages/$1/' },
    },
    {
      name: 'studio-sections-do-not-import-each-other',
      comment:
        "What a second studio section needs moves up to studio/kit/ first (studio/shell/ assembles the sections); a section links to another through that one's paths.ts only.",
      severity: 'error',
      from: { path: '^web/src/studio/([^/]+)/', pathNot: '^web/src/studio/shell/' },
      to: {
        path: '^web/src/studio/[^/]+/',
        pathNot: ['^web/src/studio/$1/', '^web/src/studio/(kit|shell)/', '^web/src/studio/[^/]+/paths\\.ts$'],
      },
    },
    {
      name: 'studio-paths-are-leaves',
      comment: "A section's paths.ts is imported by the others for links, so it imports no studio code but the kit's.",
      severity: 'error',
      from: { path: '^web/src/studio/[^/]+/paths\\.ts$' },
      to: { path: '^web/src/studio/', pathNot: ['^web/src/studio/kit/', '^web/src/studio/[^/]+/paths\\.ts$'] },
    },
    {
      name: 'studio-does-not-import-pages',
      comment: 'The studio and the public pages share through components/, hooks/ and lib/, never a page folder.',
      severity: 'error',
      from: { path: '^web/src/studio/' },
      to: { path: '^web/src/pages/' },
    },
    {
      name: 'studio-kit-knows-no-section',
      comment: 'studio/kit/ is shared by the sections, so it depends on none of them.',
      severity: 'error',
      from: { path: '^web/src/studio/kit/' },
      to: { path: '^web/src/studio/(?!kit/)' },
    },
    {
      name: 'web-shares-only-pure-api-rules',
      comment:
        "The web app may use the API's pure rule tables (domain/, features/*/rules.ts and rules-*.ts, messages.ts) and nothing else of it.",
      severity: 'error',
      from: { path: '^web/' },
      to: {
        path: '^api/',
        pathNot: ['^api/src/domain/[^/]+\\.ts$', '^api/src/features/[^/]+/(rules|rules-[a-z]+|messages)\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', '^api/src/generated/'] },
    exclude: { path: '(^|/)__generated__/' },
    tsPreCompilationDeps: true,
    // The web's @domain/* and @features/* aliases (web/tsconfig.json) point at the API's pure rules.
    tsConfig: { fileName: '.dependency-cruiser.tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
