// The layering of app/ (docs/architecture.md), checked by `npm run deps` in `npm test`:
// routes → services / components → records → store / domain, no cycles.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "Two modules that need each other are one concern split wrongly: share a third.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "records-are-storage-only",
      comment:
        "records/<entity>/ holds a contract and its SQLite and Firestore stores: it imports only domain/, the store connections and its own kind (no accounts, sessions, HTTP, content or use cases).",
      severity: "error",
      from: { path: "^app/records/" },
      to: { path: "^app/", pathNot: "^app/(records|domain|store)/" },
    },
    {
      name: "records-speak-no-http",
      comment: "Records know nothing of requests, forms or Remix.",
      severity: "error",
      from: { path: "^app/records/" },
      to: { path: "node_modules/(@remix-run|@conform-to|express)/" },
    },
    {
      name: "store-is-the-bottom",
      comment:
        "The store connections read the settings and write to the logger (a leaf), nothing else of ours.",
      severity: "error",
      from: { path: "^app/store/" },
      to: {
        path: "^app/",
        pathNot: "^app/(store/|env\\.server\\.ts$|once\\.ts$|server/log\\.server\\.ts$)",
      },
    },
    {
      name: "domain-is-pure",
      comment: "domain/ holds pure rules and types: no I/O of ours, nothing server-only.",
      severity: "error",
      from: { path: "^app/domain/" },
      to: { path: "^app/", pathNot: "^app/domain/" },
    },
    {
      name: "components-never-import-server-code",
      comment: "Components reach the browser: types they need live in domain/ or content/types.ts.",
      severity: "error",
      from: { path: "^app/components/" },
      to: { path: "\\.server\\.tsx?$" },
    },
    {
      name: "components-are-ui",
      comment: "Components get their data from the route; they never call use cases or stores.",
      severity: "error",
      from: { path: "^app/components/" },
      to: { path: "^app/(services|backends|accounts|store|routes)/" },
    },
    {
      name: "only-routes-import-routes",
      comment:
        "A route's own modules sit beside it; nothing below the routes reaches up into them.",
      severity: "error",
      // The one exception: the table of resource routes answered outside Remix's router
      // (app/server/endpoint-routes.server.ts, decision 135) calls those routes' own functions.
      from: { path: "^app/", pathNot: "^app/routes/|^app/server/endpoint-routes\\.server\\.ts$" },
      to: { path: "^app/routes/" },
    },
    {
      name: "use-cases-sit-below-routes",
      comment: "services/ are used by routes; the layers under them never call a use case.",
      severity: "error",
      from: { path: "^app/", pathNot: "^app/(routes|services)/|^app/root\\.tsx$" },
      to: { path: "^app/services/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.(test|spec)\\.tsx?$|\\.d\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
