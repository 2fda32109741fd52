/** The dependency rule of ARCHITECTURE.md: arrows point inward only. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      comment: 'The domain imports only itself, temporal-polyfill and fuse.js.',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { pathNot: ['^src/domain', 'node_modules/(temporal-polyfill|fuse\\.js)/'] },
    },
    {
      name: 'ports-import-domain-only',
      severity: 'error',
      from: { path: '^src/ports' },
      to: { pathNot: ['^src/ports', '^src/domain', 'node_modules/(temporal-polyfill)/'] },
    },
    {
      name: 'application-imports-inward',
      severity: 'error',
      from: { path: '^src/application' },
      to: { pathNot: ['^src/(application|domain|ports)', 'node_modules/(xstate|temporal-polyfill|fuse\\.js)/'] },
    },
    {
      name: 'adapters-do-not-reach-application-or-ui',
      severity: 'error',
      from: { path: '^src/adapters' },
      to: { path: '^src/(application|ui|composition)' },
    },
    {
      name: 'adapters-stay-apart',
      comment:
        'Each adapter family stands alone; the composition root puts them together. ' +
        'Every family may import the wire formats (src/adapters/wire); wire imports no other family.',
      severity: 'error',
      from: { path: '^src/adapters/([^/]+)/' },
      to: { path: '^src/adapters/', pathNot: ['^src/adapters/$1/', '^src/adapters/wire/'] },
    },
    {
      name: 'wire-is-the-format-only',
      comment:
        'The wire formats (FlatBuffers code generated from their schemas) import only themselves and flatbuffers.',
      severity: 'error',
      from: { path: '^src/adapters/wire/' },
      to: { pathNot: ['^src/adapters/wire/', 'node_modules/flatbuffers/'] },
    },
    {
      name: 'ui-never-imports-adapters',
      severity: 'error',
      from: { path: '^src/ui' },
      to: { path: '^src/(adapters|composition)' },
    },
    {
      name: 'ui-shared-does-not-import-layouts',
      severity: 'error',
      from: { path: '^src/ui/shared' },
      to: { path: '^src/ui/(web|tv)' },
    },
    {
      name: 'layouts-stay-apart',
      severity: 'error',
      from: { path: '^src/ui/(web|tv)/' },
      to: { path: '^src/ui/(web|tv)/', pathNot: '^src/ui/$1/' },
    },
    {
      name: 'no-outer-libraries-in-the-core',
      comment: 'Libraries of the outer layers stay out of domain, ports and application.',
      severity: 'error',
      from: { path: '^src/(domain|ports|application)' },
      to: {
        path: 'node_modules/(react|react-dom|ky|zod|shaka-player|msw|inversify|i18next|react-i18next|flatbuffers|@linaria)/',
      },
    },
    {
      name: 'ui-library-list',
      comment: 'The UI reaches the player, the network and the container only through ports and hooks.',
      severity: 'error',
      from: { path: '^src/ui' },
      to: { path: 'node_modules/(shaka-player|ky|inversify|msw)/' },
    },
    {
      name: 'adapters-library-list',
      comment: 'Adapters know nothing of React.',
      severity: 'error',
      from: { path: '^src/adapters' },
      to: { path: 'node_modules/(react|react-dom|react-i18next|react-router|@xstate/react|@linaria)/' },
    },
    {
      name: 'only-composition-imports-inversify',
      comment: 'The container is put together in src/composition only.',
      severity: 'error',
      from: { path: '^src', pathNot: '^src/composition' },
      to: { path: 'node_modules/inversify/' },
    },
    {
      name: 'layouts-reach-ports-through-shared-hooks',
      comment: 'The web and TV layouts take port types only; the tokens and services come through src/ui/shared hooks.',
      severity: 'error',
      from: { path: '^src/ui/(web|tv)/' },
      to: { path: '^src/ports/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'src-does-not-import-scripts',
      comment: 'The tooling (scripts/) drives the app; the app knows nothing of it.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'bench-keeps-each-benchmark-in-one-folder',
      comment:
        'scripts/bench/<name>/ holds one benchmark; scripts/bench/report/ what they share (report lines, the browser, ' +
        'the served app); scripts/bench/report.ts, the one loose file, runs them all into one report.',
      severity: 'error',
      from: { path: '^scripts/bench/[^/]+$', pathNot: '^scripts/bench/report\\.ts$' },
      to: {},
    },
    {
      name: 'each-bench-imports-itself-report-and-src',
      comment:
        'A benchmark imports its own folder, scripts/bench/report/, what it measures in src, the tools it drives ' +
        "(scripts/build, serve, streams) and packages; never another benchmark's files. report/ imports no benchmark.",
      severity: 'error',
      from: { path: '^scripts/bench/([^/]+)/' },
      to: {
        pathNot: [
          '^scripts/bench/$1/',
          '^scripts/bench/report/',
          '^src/',
          '^scripts/(build|serve|streams)/',
          '(^|/)node_modules/',
        ],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'no-unresolvable-import',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-dev-dependency-in-src',
      comment:
        'What ships is built from dependencies only; type-only imports of dev packages vanish in the build, ' +
        'and the state machine inspector is loaded in development only (import.meta.env.DEV in src/composition/start.tsx).',
      severity: 'error',
      from: { path: '^src' },
      to: {
        dependencyTypes: ['npm-dev'],
        dependencyTypesNot: ['type-only'],
        pathNot: ['node_modules/@types/', 'node_modules/@statelyai/inspect/'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
