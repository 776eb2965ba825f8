// Our CSP forbids eval. zod 4 probes for it (new Function) when it builds an object schema, and
// the browser reports each refused probe as a CSP issue. zod reads its settings from
// globalThis.__zod_globalConfig, so this classic inline script in <head>, which runs before any
// module, switches the browser's zod to jitless before a schema exists. The server is unaffected.
import { useNonce } from "~/security/nonce";

export const ZOD_JITLESS_SCRIPT = "globalThis.__zod_globalConfig={jitless:true};";

export function ZodCspConfig() {
  return (
    <script
      nonce={useNonce()}
      suppressHydrationWarning
      // Written by the server only; the browser keeps the server's text when hydrating.
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? ZOD_JITLESS_SCRIPT : " " }}
    />
  );
}
