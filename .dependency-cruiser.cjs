// The layering rules of ARCHITECTURE.md, checked by `npm run check:layers` (part of npm test).
// Dependencies point down: app -> features -> ui/lib -> domain on the client; main -> app ->
// features -> access/auth/db/realtime/lib -> domain on the server. A feature uses another only
// through that feature's index.ts.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      comment:
        'domain/ is the shared vocabulary: it imports nothing of ours outside domain/, and no Node module.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: '^(domain/|node_modules/)' },
    },
    {
      name: 'server-layers-below-features',
      comment:
        'db, auth, access, audit, notifications, realtime, lib, mail, jobs and crypto serve the features; they never import one.',
      severity: 'error',
      from: { path: '^server/(db|auth|access|audit|notifications|realtime|lib|mail|jobs|crypto)/' },
      to: { path: '^server/(features|seed)/' },
    },
    {
      name: 'server-feature-public-api',
      comment: 'A feature uses another feature only through its index.ts.',
      severity: 'error',
      from: { path: '^server/features/([^/]+)/' },
      to: {
        path: '^server/features/[^/]+/',
        pathNot: ['^server/features/$1/', '^server/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'features-not-seed',
      comment: 'Demo data sits above the features: features never import it.',
      severity: 'error',
      from: { path: '^server/features/' },
      to: { path: '^server/seed/' },
    },
    {
      name: 'client-feature-public-api',
      comment: 'A client feature uses another feature only through its index.ts.',
      severity: 'error',
      from: { path: '^client/src/features/([^/]+)/' },
      to: {
        path: '^client/src/features/[^/]+/',
        pathNot: ['^client/src/features/$1/', '^client/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'client-ui-lib-below-features',
      severity: 'error',
      from: { path: '^client/src/(ui|lib)/' },
      to: { path: '^client/src/(features|app)/' },
    },
    {
      name: 'client-features-below-app',
      severity: 'error',
      from: { path: '^client/src/features/' },
      to: { path: '^client/src/app/' },
    },
    {
      name: 'client-and-server-apart',
      severity: 'error',
      from: { path: '^(client|server)/' },
      to: { path: '^(client|server)/', pathNot: '^$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    // The client's import aliases (client/tsconfig.json paths), given as a resolve config:
    // TypeScript 7 has no API through which dependency-cruiser could read the tsconfig.
    webpackConfig: { fileName: '.dependency-cruiser.resolve.cjs' },
  },
};
