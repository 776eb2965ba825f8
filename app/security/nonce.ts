// The per-response CSP nonce, handed from entry.server to the document (root's <Scripts>,
// <ScrollRestoration> and any inline script). In the browser it is undefined: browsers hide
// nonce attributes after parsing and no script is added inline after hydration.
import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/** The nonce inline scripts of this response must carry (server render only). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
