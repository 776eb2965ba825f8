// Our CSP forbids eval. zod 4 probes for it (new Function) when it builds an object schema, and
// the browser reports each refused probe as a CSP issue. zod reads its settings from
// globalThis.__zod_globalConfig, so the head's first script (root's Layout), a classic inline
// script that runs before any module, switches the browser's zod to jitless before a schema
// exists. The server is unaffected.
export const ZOD_JITLESS_SCRIPT = "globalThis.__zod_globalConfig={jitless:true};";
