import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { config as zodConfig } from "zod";
import { watchStuckNavigations } from "~/security/chunk-timeout";

// Our CSP forbids eval: tell zod not to probe for it (the probe is what the browser reports).
zodConfig({ jitless: true });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

watchStuckNavigations();
