/**
 * The layering rules of ARCHITECTURE.md ("A feature"), checked by `npm test` (scripts/test.ts runs
 * `depcruise` before the unit tests). A rule that fails names the import that broke it.
 */
module.exports = {
  forbidden: [
    {
      name: 'packages-never-import-apps',
      comment: 'Packages are pure and shared; apps depend on packages, never the other way.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'features-only-through-index',
      comment: "A feature uses another feature only through that feature's index.ts (its public face).",
      severity: 'error',
      from: { path: '^apps/server/src/features/([^/]+)/' },
      to: { path: '^apps/server/src/features/[^/]+/', pathNot: ['^apps/server/src/features/$1/', '^apps/server/src/features/[^/]+/index[.]ts$'] },
    },
    {
      name: 'outside-features-only-through-index',
      comment: 'The app, the CLI, the seed and test support reach a feature only through its index.ts.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/features/', '^apps/server/src/features[.]ts$'] },
      to: { path: '^apps/server/src/features/[^/]+/', pathNot: '^apps/server/src/features/[^/]+/index[.]ts$' },
    },
    {
      name: 'feature-declarations-only-in-the-list',
      comment: "A feature's declaration (feature.ts: its plugin, jobs, formatters) is read by the one list of features (src/features.ts) alone.",
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/features[.]ts$', '^apps/server/src/features/([^/]+)/feature[.]ts$'] },
      to: { path: '^apps/server/src/features/[^/]+/feature[.]ts$' },
    },
    {
      name: 'index-exports-no-routes',
      comment: "A feature's index.ts exports services and types only: importing one helper of a feature must not drag in its plugin and routes.",
      severity: 'error',
      from: { path: '^apps/server/src/features/[^/]+/index[.]ts$' },
      to: { path: '^apps/server/src/features/[^/]+/(plugin|feature|routes|[^/]*-routes?)[.]ts$' },
    },
    {
      name: 'no-lazy-imports-between-features',
      comment: 'A lazy import() hides a circle from the layering check: a reaction across features goes through the event bus or a port passed at wiring.',
      severity: 'error',
      from: { path: '^apps/server/src/features/([^/]+)/' },
      to: { path: '^apps/server/src/features/', pathNot: '^apps/server/src/features/$1/', dependencyTypes: ['dynamic-import'] },
    },
    {
      name: 'test-kits-import-no-app-code',
      comment: "A feature's test kit (test-support/) serves its tests; it imports no app wiring, so it cannot tie every feature into one loop.",
      severity: 'error',
      from: { path: '^apps/server/src/features/[^/]+/test-support/' },
      to: { path: '^apps/server/src/(app|features|start|cli)[.]ts$|^apps/server/src/test-support/' },
    },
    {
      name: 'infra-never-imports-features',
      comment: 'Shared infrastructure (database, mail, payments, errors, page cache…) knows no feature.',
      severity: 'error',
      from: { path: '^apps/server/src/infra/' },
      to: { path: '^apps/server/src/features/' },
    },
    {
      name: 'repositories-never-import-routes',
      comment: 'SQL only: a repository knows nothing of HTTP routes.',
      severity: 'error',
      from: { path: 'repository[.]ts$' },
      to: { path: '(^|/|-)routes[.]ts$' },
    },
    {
      name: 'services-and-repositories-know-no-http',
      comment: 'Rules and SQL never see Fastify: they throw AppError and the error handler picks the status.',
      severity: 'error',
      from: { path: '^apps/server/src/features/.*(service|repository)[.]ts$' },
      to: { path: '(^|/)node_modules/fastify/' },
    },
    {
      name: 'no-cycles-in-packages',
      comment: 'Packages are imported by everything: no import cycles in them either (a type-only import runs nothing).',
      severity: 'error',
      from: { path: '^packages/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-cycles-in-the-server',
      comment: 'No circle in apps/server, not even through a lazy import() (only a type-only import runs nothing).',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-cycles-in-apps',
      comment:
        'Import cycles make module start-up order matter (a half-initialised barrel); none in apps/. A lazy import() (a dashboard page loaded on demand) or a type-only import runs nothing at start, so it does not count.',
      severity: 'error',
      from: { path: '^apps/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import', 'type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
