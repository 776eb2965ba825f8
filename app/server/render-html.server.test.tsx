import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { renderToReadableStream } from "react-dom/server.browser";
import { describe, expect, it } from "vitest";
import { renderHtmlStream, writtenPart } from "./render-html.server";

// Korean text in chunks of every alignment against React's 2 KB buffer.
const page = (
  <main>
    {Array.from({ length: 120 }, (_, i) => (
      <p key={i} title={"a".repeat(i % 7)}>
        {"청라 문화교육센터 ".repeat(1 + (i % 5))}
      </p>
    ))}
  </main>
);

async function bytesOf(stream: ReadableStream<Uint8Array>) {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe("rendering pages with Korean text", () => {
  it("React 18.3.1's Node writer pads its buffer with NUL bytes (the dependency's bug this module avoids)", async () => {
    const bytes = await new Promise<Uint8Array>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const sink = new PassThrough();
      sink.on("data", (chunk: Buffer) => chunks.push(chunk));
      sink.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
      const { pipe } = renderToPipeableStream(page, {
        onAllReady: () => pipe(sink),
        onShellError: reject,
      });
    });
    expect(bytes.indexOf(0)).not.toBe(-1);
  });

  it("renderHtmlStream sends no NUL byte and the same text", async () => {
    const bytes = await bytesOf(await renderHtmlStream(page));
    expect(bytes.indexOf(0)).toBe(-1);
    const html = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    expect(html.match(/청라 문화교육센터/g)).toHaveLength(120 * 3);
  });

  it("sends the same bytes as React's Web Streams writer (the padding removed, nothing else)", async () => {
    const ours = await bytesOf(await renderHtmlStream(page));
    const reference = await bytesOf(await renderToReadableStream(page));
    expect(Buffer.from(ours).equals(Buffer.from(reference))).toBe(true);
  });

  it("trims zeros only at the end of a whole 2 KB buffer", () => {
    const padded = new Uint8Array(2048).fill(0x41);
    padded.fill(0, 2046);
    expect(writtenPart(padded).byteLength).toBe(2046);
    const full = new Uint8Array(2048).fill(0x41);
    expect(writtenPart(full)).toBe(full);
    const part = new Uint8Array(4096).subarray(0, 2048);
    expect(writtenPart(part)).toBe(part);
  });
});

// Remix renders its streamed loader data (single fetch's <StreamTransfer>) beside the <html>
// element, so React writes those scripts after `</html>`: invalid HTML that every parser has to
// repair (issue 50, item 1).
describe("closing the document after the data", () => {
  const DATA = `<script>window.data = "${"청라".repeat(1500)}";</script>`;
  const documentWithData = (
    <>
      <html lang="ko">
        <body>{page}</body>
      </html>
      <script dangerouslySetInnerHTML={{ __html: `window.data = "${"청라".repeat(1500)}";` }} />
    </>
  );

  it("React writes what follows the <html> element after `</html>` (what the writer fixes)", async () => {
    const html = await new Response(await renderToReadableStream(documentWithData)).text();
    expect(html.indexOf("</html>")).toBeLessThan(html.indexOf(DATA));
  });

  it("renderHtmlStream moves `</body></html>` to the very end, after the data scripts", async () => {
    const html = new TextDecoder().decode(await bytesOf(await renderHtmlStream(documentWithData)));
    expect(html.endsWith(`${DATA}</body></html>`)).toBe(true);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.match(/<\/body>/g)).toHaveLength(1);
    expect(html.match(/청라 문화교육센터/g)).toHaveLength(120 * 3);
  });

  it("finds the closing tags across the writer's 2 KB buffers", async () => {
    // Shift the closing tags through every offset around a buffer's end.
    for (let pad = 0; pad < 20; pad++) {
      const shifted = (
        <>
          <html>
            <body>
              <p>{"a".repeat(2048 - 40 + pad)}</p>
            </body>
          </html>
          <script dangerouslySetInnerHTML={{ __html: "1" }} />
        </>
      );
      const html = new TextDecoder().decode(await bytesOf(await renderHtmlStream(shifted)));
      expect(html.endsWith("<script>1</script></body></html>"), `pad ${pad}`).toBe(true);
    }
  });

  it("leaves a fragment without a document alone", async () => {
    const html = new TextDecoder().decode(await bytesOf(await renderHtmlStream(<p>하나</p>)));
    expect(html).toBe("<p>하나</p>");
  });
});
