// The request's own origin (scheme and host), checked once at the front door from the headers a
// client shapes — Host, and X-Forwarded-Host and X-Forwarded-Proto, every value, trusted or not.
// The Remix adapter builds its URL from those headers (as Express reads them), so no header value
// ever reaches `new URL(...)` unchecked: a port past 65535, a broken IPv6 bracket or a name the
// URL parser refuses was a 500 and a `request.error` entry per request (issue 44 §3); now it is
// the front door's 400.
import type { IncomingHttpHeaders } from "node:http";

export type RequestOrigin = { protocol: "http:" | "https:"; host: string };

const AUTHORITY = /^(?:\[([0-9A-Fa-f:.]{2,45})\]|([A-Za-z0-9.-]{1,253}))(?::(\d{1,5}))?$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const PROTOCOL = /^https?$/i;

/**
 * Pure: the host as the URL parser spells it (`Example.COM:8080` → `example.com:8080`), or null
 * for anything that is not a DNS name (labels of 1–63 letters, digits and inner hyphens, 253 at
 * most), an IPv4 address or a bracketed IPv6 address, with an optional port from 1 to 65535.
 */
export function hostOf(
  value: string,
  protocol: RequestOrigin["protocol"] = "http:",
): string | null {
  const match = AUTHORITY.exec(value);
  if (!match) return null;
  const [, , name, port] = match;
  if (name !== undefined && !name.split(".").every((label) => LABEL.test(label))) return null;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null;
  try {
    // The parser has the last word: `999.1.1.1` looks like a name but is a broken IPv4 address.
    return new URL(`${protocol}//${value}/`).host;
  } catch {
    return null;
  }
}

/** Every comma-separated value of a header (a repeated header arrives joined or as an array). */
function valuesOf(header: string | string[] | undefined): string[] | undefined {
  if (header === undefined) return undefined;
  return (Array.isArray(header) ? header.join(",") : header).split(",").map((v) => v.trim());
}

/**
 * Pure: the origin a request names, or null when any Host, X-Forwarded-Host or X-Forwarded-Proto
 * value is malformed (every value is checked, trusted or not, so no later step reads a bad one)
 * or there is no Host. Under `trustProxy` the first forwarded values win, as in Express.
 */
export function requestOriginOf(
  headers: IncomingHttpHeaders,
  trustProxy: boolean,
): RequestOrigin | null {
  const protocols = valuesOf(headers["x-forwarded-proto"]);
  if (protocols && !protocols.every((value) => PROTOCOL.test(value))) return null;
  const protocol: RequestOrigin["protocol"] =
    trustProxy && protocols ? (`${protocols[0]!.toLowerCase()}:` as "http:" | "https:") : "http:";
  const forwarded = valuesOf(headers["x-forwarded-host"]);
  if (forwarded && !forwarded.every((value) => hostOf(value) !== null)) return null;
  if (headers.host === undefined || hostOf(headers.host) === null) return null;
  const host = hostOf(trustProxy && forwarded ? forwarded[0]! : headers.host, protocol);
  return host === null ? null : { protocol, host };
}
