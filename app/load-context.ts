// What server.js hands every loader and action besides the request.
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
  }
}
export {};
