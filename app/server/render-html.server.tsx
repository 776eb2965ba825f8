// How pages are rendered to bytes. React 18.3.1's Node writer (renderToPipeableStream) copies
// each text chunk into a 2 KB buffer with TextEncoder.encodeInto; when a 3-byte character (all of
// Korean) does not fit the buffer's last one or two bytes, it sends the whole buffer anyway, its
// unwritten tail still zero: NUL bytes inside the page (ReactServerStreamConfigNode
// writeStringChunk: `writeToDestination(destination, currentView)` where only `writtenBytes` are
// valid; fixed in React 19 by sending `currentView.subarray(0, writtenBytes)`).
// The Web Streams writer of the same release has no such tail but encodes every text chunk into a
// new array (a quarter of a rendered request's CPU time), so pages are rendered by the Node writer
// into a destination that sends each buffer only as far as it was written (decision 115).
import { EventEmitter } from "node:events";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

export type RenderOptions = {
  nonce?: string;
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
};

export type HtmlStream = ReadableStream<Uint8Array> & { allReady: Promise<void> };

/** react-dom 18.3.1's VIEW_SIZE: the writer's buffer, sent whole when full (or, wrongly, nearly). */
const VIEW_SIZE = 2048;

/**
 * The bytes React meant to send. Only a whole 2 KB buffer can carry padding, and only at its end:
 * a full buffer ends with the last byte of a character, a padded one with up to three zero bytes
 * (a character that did not fit). The writer escapes no text, but a page never holds U+0000 where
 * it matters: HTML parsers drop it from text, and the data scripts are JSON, which escapes it.
 */
export function writtenPart(view: Uint8Array): Uint8Array {
  if (view.byteLength !== VIEW_SIZE || view.buffer.byteLength !== VIEW_SIZE) return view;
  let end = VIEW_SIZE;
  while (end > VIEW_SIZE - 3 && view[end - 1] === 0) end--;
  return end === VIEW_SIZE ? view : view.subarray(0, end);
}

const CLOSING_TAGS = Buffer.from("</body></html>");

/**
 * Remix renders its streamed loader data (single fetch's scripts) beside the <html> element, so
 * React writes them after `</html>`: invalid HTML that parsers repair (issue 50, item 1). The
 * document's closing tags are held back and written once React has finished. The page's text
 * cannot hold them (React escapes `<` in text, Remix's JSON in scripts), so the first is the one.
 */
export class DocumentCloser {
  private held: Buffer = Buffer.alloc(0);
  private found = false;
  constructor(private readonly send: (bytes: Uint8Array) => void) {}

  write(view: Uint8Array) {
    if (this.found) return this.send(view);
    const bytes = this.held.length
      ? Buffer.concat([this.held, view])
      : Buffer.from(view.buffer, view.byteOffset, view.byteLength);
    const at = bytes.indexOf(CLOSING_TAGS);
    if (at !== -1) {
      this.found = true;
      this.held = Buffer.alloc(0);
      if (at > 0) this.send(bytes.subarray(0, at));
      if (at + CLOSING_TAGS.length < bytes.length)
        this.send(bytes.subarray(at + CLOSING_TAGS.length));
      return;
    }
    // Keep back an end that could be the start of the closing tags split across two writes.
    let keep = Math.min(CLOSING_TAGS.length - 1, bytes.length);
    while (keep > 0 && !bytes.subarray(bytes.length - keep).equals(CLOSING_TAGS.subarray(0, keep)))
      keep--;
    if (bytes.length > keep) this.send(bytes.subarray(0, bytes.length - keep));
    this.held = Buffer.from(bytes.subarray(bytes.length - keep)); // a copy: React may reuse its buffer
  }

  end() {
    if (this.found) this.send(new Uint8Array(CLOSING_TAGS));
    else if (this.held.length) this.send(this.held);
    this.held = Buffer.alloc(0);
  }
}

/**
 * The Writable-like destination React's Node writer pipes into: each buffer goes straight into a
 * web ReadableStream (what Remix sends), without a Node stream in between. Like React's Web
 * Streams writer it sends whatever is ready and never asks React to wait; a cancelled body
 * ("close") aborts the render.
 */
class StreamDestination extends EventEmitter {
  private open = true;
  private readonly closer: DocumentCloser;
  constructor(private readonly controller: ReadableStreamDefaultController<Uint8Array>) {
    super();
    this.closer = new DocumentCloser((bytes) => controller.enqueue(bytes));
  }
  write(view: Uint8Array): boolean {
    if (this.open) this.closer.write(writtenPart(view));
    return true;
  }
  end() {
    if (this.open) {
      this.closer.end();
      this.controller.close();
    }
    this.open = false;
  }
  /** The reader went away: nothing more is sent, and React stops rendering. */
  cancelled() {
    this.open = false;
    this.emit("close");
  }
}

/** The page as a byte stream; resolves once the shell is ready, rejects if the shell fails. */
export function renderHtmlStream(
  element: ReactNode,
  options: RenderOptions = {},
): Promise<HtmlStream> {
  return new Promise((resolve, reject) => {
    let resolveAllReady!: () => void;
    let rejectAllReady!: (error: unknown) => void;
    const allReady = new Promise<void>((res, rej) => {
      resolveAllReady = res;
      rejectAllReady = rej;
    });
    allReady.catch(() => {}); // read by the caller only when it waits for everything
    let destination: StreamDestination | undefined;
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onError: options.onError,
      onShellError(error) {
        reject(error);
        rejectAllReady(error);
      },
      onAllReady: () => resolveAllReady(),
      onShellReady() {
        // Bytes flow from the first read once the page is complete (or the render aborted). What
        // suspends here (Remix's loader-data scripts, lazy parts such as the footer) is ready
        // within a few turns; the Node writer resumes it on setImmediate, so reading at once would
        // send it as later patches (600 B more on '/', with a script to move them into place).
        const settled = new Promise<void>((done) => {
          allReady.then(done, done);
          options.signal?.addEventListener("abort", () => done(), { once: true });
        });
        let piped = false;
        const body = new ReadableStream<Uint8Array>(
          {
            start(controller) {
              destination = new StreamDestination(controller);
            },
            async pull() {
              if (piped) return;
              piped = true;
              await settled;
              pipe(destination as unknown as NodeJS.WritableStream); // the part of Writable React uses
            },
            cancel(reason) {
              if (piped) destination!.cancelled();
              else abort(reason);
            },
          },
          { highWaterMark: 0 },
        );
        resolve(Object.assign(body, { allReady }));
      },
    });
    const { signal } = options;
    if (signal?.aborted) abort(signal.reason);
    signal?.addEventListener("abort", () => abort(signal.reason), { once: true });
  });
}
