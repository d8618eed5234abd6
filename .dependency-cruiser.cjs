// Import boundaries (docs/architecture.md, "Layers"), checked by `npm run lint` with dependency-cruiser.
// Each rule names what may not be imported; there are no exceptions lists: a violation is fixed by moving code.

// The API's business areas (docs/architecture.md, "Areas and their front doors"); the other folders of api/
// (db, http, jobs, mail, observability, openapi, storage) and api/*.ts are the platform under them.
// scripts/lint/check-area-pairs.js reads this list from the rule areas-meet-at-their-front-doors.
const AREAS =
  '^api/(accounts|audit|charity-area|dashboard|directory|exports|health|ledger|manager|payments|payouts|pots|public-site|receipts|retention)/';
const PLATFORM = '^api/((db|http|jobs|mail|observability|openapi|storage)/|[^/]+\\.ts$)';
// The files that put the areas together: they mount an area's routes, register its jobs, list its reference.
const COMPOSITION_ROOTS = [
  '^api/(app|server|worker)\\.ts$',
  '^api/jobs/registry\\.ts$',
  '^api/provider-hooks\\.ts$',
  '^api/account-closure-steps\\.ts$',
  '^api/openapi/operations\\.ts$',
];
const TESTS = ['\\.test\\.ts$', '/testing/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycles at run time: a module and what it imports load in one direction. A cycle made only of type imports is erased by the compiler and allowed (a types file may name the functions that implement it).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      severity: 'error',
      comment: 'domain/ holds the shared rules and wire shapes; it imports only itself and small pure libraries.',
      from: { path: '^domain/' },
      to: { path: '^(api|pwa|migrations|packages|scripts|bench|test|e2e)/' },
    },
    {
      name: 'pwa-not-api',
      severity: 'error',
      comment: 'The PWA and the API share only domain/.',
      from: { path: '^pwa/' },
      to: { path: '^(api|migrations|packages)/' },
    },
    {
      name: 'only-the-router-imports-routes',
      severity: 'error',
      comment:
        "A routes file is an entry point that api/app.ts mounts: jobs, services and other modules do not import one (a job's code lives in its *.jobs.ts). The API reference (*.openapi.ts, api/openapi/) reads the routes' own request schemas, so that it documents what they check.",
      from: {
        path: '^api/',
        pathNot: ['\\.routes\\.ts$', '^api/app\\.ts$', '\\.openapi\\.ts$', '^api/openapi/', '\\.test\\.ts$', '/testing/'],
      },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'api-not-pwa',
      severity: 'error',
      comment: 'The PWA and the API share only domain/.',
      from: { path: '^api/' },
      to: { path: '^pwa/' },
    },
    {
      name: 'feature-imports-own-files-ui-lib-domain',
      severity: 'error',
      comment:
        "A PWA feature imports only its own files, pwa/ui, pwa/lib and domain/ (bulletproof-react): what two features share moves to pwa/ui or pwa/lib; pwa/app composes the features. Tests and test kits (*.test.tsx, testing/) are exempt: they render the whole app (pwa/testing/render-app.tsx) and borrow other features' fakes to test a journey across features.",
      from: { path: '^pwa/features/([^/]+)/', pathNot: ['\\.test\\.tsx?$', '/testing/'] },
      to: {
        path: '^(pwa|domain|api|migrations|packages)/',
        pathNot: ['^pwa/features/$1/', '^pwa/ui/', '^pwa/lib/', '^domain/'],
      },
    },
    {
      name: 'shared-pwa-code-not-features',
      severity: 'error',
      comment: 'pwa/ui and pwa/lib sit below the features and pwa/app.',
      from: { path: '^pwa/(ui|lib)/' },
      to: { path: '^pwa/(features|app)/' },
    },
    {
      name: 'routes-call-services-not-queries',
      severity: 'error',
      comment: 'A route parses, calls one service and presents the result; queries are reached through a service.',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.queries\\.ts$' },
    },
    {
      name: 'ledger-through-its-front-door',
      severity: 'error',
      comment:
        'Money has one owner (docs/architecture.md, "Money owner"): api/ledger/ writes the money rows, and the other code calls it through api/ledger/index.ts, never one of its files. The writes themselves are checked by ESLint (entraide/money-owner).',
      from: { pathNot: '^api/ledger/' },
      to: { path: '^api/ledger/', pathNot: '^api/ledger/index\\.ts$' },
    },
    {
      name: 'areas-meet-at-their-front-doors',
      severity: 'error',
      comment:
        'An API area exposes what the others may use through its index.ts (named re-exports): code outside the area imports that file, never one of its own. Tests and test kits (*.test.ts, testing/) are exempt, as for the PWA features; the composition roots have their own rule.',
      from: { path: '^api/([^/]+)', pathNot: [...TESTS, ...COMPOSITION_ROOTS] },
      to: { path: AREAS, pathNot: ['^api/$1/', '^api/[^/]+/index\\.ts$'] },
    },
    {
      name: 'composition-roots-through-front-doors-and-entry-files',
      severity: 'error',
      comment:
        "api/app.ts, server.ts, worker.ts, api/jobs/registry.ts and api/openapi/operations.ts put the areas together: they import an area's index.ts, and the entry files they mount, register or list (*.routes.ts, *.jobs.ts, *.openapi.ts).",
      from: { path: COMPOSITION_ROOTS },
      to: { path: AREAS, pathNot: ['^api/[^/]+/index\\.ts$', '\\.(routes|jobs|openapi)\\.ts$'] },
    },
    {
      name: 'platform-below-the-areas',
      severity: 'error',
      comment:
        'The platform layers (api/db, http, jobs, mail, observability, openapi, storage and api/*.ts) sit under the areas, as pwa/lib under the features: they import no area at run time (a type is fine). What a platform module needs of an area is passed in by a composition root (api/app.ts gives api/http/auth.ts the session resume).',
      from: { path: PLATFORM, pathNot: [...TESTS, ...COMPOSITION_ROOTS] },
      to: { path: AREAS, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'migrations-not-api',
      severity: 'error',
      comment:
        "One direction only: the API runs the migrations and seeds and reads their reference data (api/server.ts, the directory presenter); a migration or seed holds no model or service code and imports nothing from api/. The migrations' tests, which need the API's database, live in test/migrations/.",
      from: { path: '^migrations/' },
      to: { path: '^api/' },
    },
    {
      name: 'sandbox-package-self-contained',
      severity: 'error',
      comment: 'The Mangopay emulator is a package another project could use: it imports nothing outside itself.',
      from: { path: '^packages/mangopay-sandbox/' },
      to: {
        path: '^(?!packages/mangopay-sandbox/)',
        dependencyTypesNot: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'core'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
