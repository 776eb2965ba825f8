// The layering of app/ (docs/architecture.md, "The folders of app/"), checked by `npm run deps` in
// `npm test`: one rule per row of the document's table (what a folder may import), no folder
// that reaches back up to a folder above it (folder cycles), no module cycles, and only backends/
// picking the SQLite, Firestore and Firebase implementations (decision 217).
// tests/architecture/rules.test.ts proves each kind of rule fails on a fixture that breaks it.

/** The files at the top of app/ every folder but domain/ may import: settings, once, port, logger. */
const LEAVES = ["env\\.server\\.ts$", "once\\.ts$", "port\\.ts$", "log\\.server\\.ts$"];

/**
 * What each folder of app/ may import besides itself and the LEAVES, as paths under app/: the
 * "may import" column of docs/architecture.md, top to bottom. Anything else of app/ is refused.
 */
const MAY_IMPORT = {
  server: [
    "jobs/",
    "backends/",
    "security/",
    "content/",
    "http/",
    "domain/",
    "toast\\.server\\.ts$",
    "startup-summary\\.server\\.ts$", // the site process logs it once listening
  ],
  routes: [
    "root\\.tsx$", // the root loader's type
    "toast\\.server\\.ts$",
    "jobs/",
    "backends/",
    "services/",
    "accounts/",
    "components/",
    "content/",
    "security/",
    "seo/",
    "http/",
    "records/[^/]+/(contract\\.ts|key\\.server\\.ts)$",
    "domain/",
  ],
  jobs: [
    "backends/",
    "services/",
    "retention/",
    "accounts/",
    "content/",
    "security/",
    "mail/",
    "domain/",
  ],
  backends: [
    "services/",
    "accounts/",
    "content/",
    "security/",
    "mail/",
    "records/",
    "connections/",
    "http/",
    "domain/",
  ],
  services: [
    "content/",
    "mail/",
    "security/",
    "records/[^/]+/(contract\\.ts|key\\.server\\.ts)$",
    "domain/",
  ],
  retention: ["accounts/", "content/", "records/[^/]+/contract\\.ts$", "domain/"],
  backup: ["domain/"],
  accounts: ["mail/", "security/", "records/", "http/", "domain/"],
  mail: ["records/", "connections/", "domain/"],
  seo: ["content/", "domain/"],
  components: [
    "content/(types|preview-perspective|shortcut-icons)\\.ts$",
    "security/(nonce|honeypot)\\.ts$",
    "records/[^/]+/contract\\.ts$",
    "domain/",
  ],
  content: ["security/headers\\.server\\.ts$", "records/content-version/contract\\.ts$", "domain/"],
  security: ["http/", "domain/"],
  records: ["connections/", "domain/"],
  http: ["domain/"],
  connections: ["domain/"],
  domain: [],
};

/** The same for the files at the top of app/ that are not the entries or the root. */
const TOP_FILES_MAY_IMPORT = {
  "toast\\.server\\.ts": ["backends/app\\.server\\.ts$", "accounts/", "domain/"], // the session cookie
  "startup-summary\\.server\\.ts": ["domain/"],
  "(env\\.server|once|port|log\\.server)\\.ts": ["domain/"],
};

const anyOf = (paths) => `^app/(${paths.join("|")})`;

const folderRows = Object.entries(MAY_IMPORT).map(([folder, allowed]) => ({
  name: `${folder}-may-import`,
  comment: `app/${folder}/ imports only ${allowed.join(", ") || "nothing"} of app/${
    folder === "domain" ? "" : " and the leaves at its top"
  } (docs/architecture.md).`,
  severity: "error",
  from: { path: `^app/${folder}/` },
  to: {
    path: "^app/",
    pathNot: anyOf([`${folder}/`, ...allowed, ...(folder === "domain" ? [] : LEAVES)]),
  },
}));

const topFileRows = Object.entries(TOP_FILES_MAY_IMPORT).map(([file, allowed]) => ({
  name: `top-file-may-import: ${file}`,
  comment: `app/${file} imports only ${allowed.join(", ")} of app/ (docs/architecture.md).`,
  severity: "error",
  from: { path: `^app/${file}$` },
  to: { path: "^app/", pathNot: anyOf([...allowed, ...LEAVES]) },
}));

/** The implementations backends/ chooses among, and the store connections under them. */
const IMPLEMENTATION = "/(sqlite|firestore|firebase)\\.server\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...folderRows,
    ...topFileRows,
    {
      name: "no-cycles",
      comment: "Two modules that need each other are one concern split wrongly: share a third.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-folder-cycles",
      comment:
        "A folder that imports a folder importing it back: the layers run one way (docs/architecture.md).",
      severity: "error",
      scope: "folder",
      from: {},
      to: { circular: true },
    },
    {
      name: "only-backends-choose-implementations",
      comment:
        "backends/ alone picks a SQLite, Firestore or Firebase implementation; the rest is handed it through a contract.",
      severity: "error",
      from: { path: "^app/", pathNot: `^app/backends/|${IMPLEMENTATION}` },
      to: { path: IMPLEMENTATION },
    },
    {
      name: "implementations-keep-to-their-kind",
      comment:
        "An implementation builds on its own store (a SQLite one on connections/sqlite.server.ts, the outbox of its kind), never on the other backend.",
      severity: "error",
      from: { path: "/(sqlite|firestore|firebase)\\.server\\.ts$" },
      to: { path: IMPLEMENTATION, pathNot: "/$1\\.server\\.ts$" },
    },
    {
      name: "records-speak-no-http",
      comment: "Records know nothing of requests, forms or Remix.",
      severity: "error",
      from: { path: "^app/records/" },
      to: { path: "node_modules/(@remix-run|@conform-to|express)/" },
    },
    {
      name: "components-never-import-server-code",
      comment: "Components reach the browser: types they need live in domain/ or content/types.ts.",
      severity: "error",
      from: { path: "^app/components/" },
      to: { path: "\\.server\\.tsx?$" },
    },
    {
      name: "only-routes-import-routes",
      comment:
        "A route's own modules sit beside it; nothing below the routes reaches up into them.",
      severity: "error",
      from: { path: "^app/", pathNot: "^app/routes/" },
      to: { path: "^app/routes/" },
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
