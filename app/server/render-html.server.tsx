// How pages are rendered to bytes. React 18.3.1's Node writer (renderToPipeableStream) copies
// each text chunk into a 2 KB buffer with TextEncoder.encodeInto; when a 3-byte character (all of
// Korean) does not fit the buffer's last one or two bytes, it sends the whole buffer anyway, its
// unwritten tail still zero: NUL bytes inside the page (ReactServerStreamConfigNode
// writeStringChunk: `writeToDestination(destination, currentView)` where only `writtenBytes` are
// valid; fixed in React 19 by sending `currentView.subarray(0, writtenBytes)`). The Web Streams
// writer of the same release (react-dom/server.browser) encodes text whole and splits bytes,
// never characters, across buffers, so it has no such tail. Node 24 runs it natively, and Remix
// wants a web ReadableStream anyway (decision 084).
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server.browser";

export type RenderOptions = {
  nonce?: string;
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
};

/** The page as a byte stream; resolves once the shell is ready, rejects if the shell fails. */
export function renderHtmlStream(element: ReactNode, options: RenderOptions = {}) {
  return renderToReadableStream(element, options);
}
