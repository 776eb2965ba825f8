// What server.js hands every loader and action besides the request.
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The client's address, taken behind TRUST_PROXY proxies at most (never a spoofable header otherwise). */
    clientAddress: string;
    /** This response's Content-Security-Policy nonce: every inline script must carry it. */
    cspNonce: string;
    /** When the server received the request (ms since the epoch); absent when a test calls a route. */
    receivedAt?: number;
  }
}
export {};
