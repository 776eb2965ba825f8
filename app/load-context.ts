// What server.js hands every loader and action besides the request.
import type { ReactNode } from "react";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The client's address, taken behind TRUST_PROXY proxies at most (never a spoofable header otherwise). */
    clientAddress: string;
    /** This response's Content-Security-Policy nonce: every inline script must carry it. */
    cspNonce: string;
    /**
     * True when `cspNonce` is the page cache's secret one, replaced by hashes before the page is
     * sent (app/server/page-cache.server.ts): nobody receives it, so the page may be shared.
     */
    nonceWithheld?: boolean;
    /** When the server received the request (ms since the epoch); absent when a test calls a route. */
    receivedAt?: number;
    /**
     * The process's cache of rendered markup (server/markup-cache.server.ts, decision 231), made
     * once by the site process; absent when a test calls a route.
     */
    markupCache?: (kind: string, data: unknown, children: ReactNode) => string;
  }
}
export {};
