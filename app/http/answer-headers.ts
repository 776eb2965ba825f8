// A page whose loader and action both choose their Cache-Control (the mailed-link pages: cancel,
// verify-email): the action's headers once it answered, else the loader's.
import type { HeadersFunction } from "@remix-run/node";

export const answerHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
