// Reading an .eml file as nodemailer writes it to DATA_DIR/outbox (development's mail path):
// headers unfolded, RFC 2047 encoded words (=?UTF-8?B?…?=) decoded, the text body decoded from
// base64 or quoted-printable; in a multipart mail, its text/plain part. Pure.

export type EmlMail = { to: string; subject: string; date: string | null; text: string };

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  // A line starting with white space continues the header above it (RFC 5322 folding).
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

// Web APIs only (atob, TextEncoder, TextDecoder): the page's code also runs in the browser.
const base64Bytes = (data: string) =>
  Uint8Array.from(atob(data.replace(/\s+/g, "")), (c) => c.charCodeAt(0));
const utf8 = new TextEncoder();

function quotedPrintableBytes(text: string, underscoreIsSpace: boolean): Uint8Array {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    const hex = source.slice(i + 1, i + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (char === "_" && underscoreIsSpace) bytes.push(0x20);
    else bytes.push(...utf8.encode(char));
  }
  return Uint8Array.from(bytes);
}

/** A decoder for a mail's charset name; UTF-8 for one the platform does not know. */
function decoderFor(charset: string): TextDecoder {
  try {
    return new TextDecoder(charset);
  } catch {
    return new TextDecoder();
  }
}

/** A header value with its encoded words decoded (adjacent ones join without the space between). */
export function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_, charset: string, kind: string, data: string) => {
        const bytes =
          kind.toUpperCase() === "B" ? base64Bytes(data) : quotedPrintableBytes(data, true);
        return decoderFor(charset).decode(bytes);
      },
    );
}

function decodeBody(part: Part): string {
  const encoding = part.headers.get("content-transfer-encoding")?.toLowerCase();
  const bytes =
    encoding === "base64"
      ? base64Bytes(part.body)
      : encoding === "quoted-printable"
        ? quotedPrintableBytes(part.body, false)
        : utf8.encode(part.body);
  return new TextDecoder().decode(bytes).replace(/\r\n/g, "\n").trimEnd();
}

/** The text a person reads: the body, or the text/plain part of a multipart mail. */
function textOf(part: Part): string {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return decodeBody(part);
  const parts = part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((p) => !p.startsWith("--"))
    .map((p) => splitPart(p.replace(/^\r?\n/, "")));
  const plain = parts.find((p) => /^text\/plain/i.test(p.headers.get("content-type") ?? ""));
  return plain ? decodeBody(plain) : parts[0] ? textOf(parts[0]) : "";
}

export function parseEml(raw: string): EmlMail {
  const part = splitPart(raw);
  const date = part.headers.get("date");
  const parsed = date ? new Date(date) : null;
  return {
    to: decodeHeader(part.headers.get("to") ?? ""),
    subject: decodeHeader(part.headers.get("subject") ?? ""),
    date: parsed && !Number.isNaN(parsed.getTime()) ? parsed.toISOString() : null,
    text: textOf(part),
  };
}

/** The text split into plain runs and http(s) links, for a page that makes the links clickable. */
export function linkify(text: string): ({ text: string } | { href: string })[] {
  const out: ({ text: string } | { href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) {
    if (match.index > last) out.push({ text: text.slice(last, match.index) });
    // A sentence's full stop after a link is not part of it.
    const href = match[0].replace(/[.,;:!?]+$/, "");
    out.push({ href });
    last = match.index + href.length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}
