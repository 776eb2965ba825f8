// Local TLS for tests of the production case (decisions 100 and 203): a throw-away certificate for
// localhost and 127.0.0.1 made with openssl, and an https front that forwards to a plain-http
// server as the load balancer does (the Host header kept, so the site's same-site checks hold).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export type LocalCertificate = { key: string; cert: string; certFile: string };

/** A self-signed certificate for localhost, 127.0.0.1 and `names` (e.g. Sanity's hosts), valid for a day. */
export function localCertificate(names: string[] = []): LocalCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), "local-tls-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      certFile,
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      `subjectAltName=${["DNS:localhost", "IP:127.0.0.1", ...names.map((name) => `DNS:${name}`)].join(",")}`,
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(keyFile, "utf8"), cert: readFileSync(certFile, "utf8"), certFile };
}

export type TlsFront = { port: number; close(): Promise<void> };

/**
 * An https server on 127.0.0.1 that forwards every request to `target()` (http://host:port), read
 * per request so the front can start before the server behind it (whose address names the front).
 */
export async function startTlsFront(
  target: () => string,
  tls: LocalCertificate,
): Promise<TlsFront> {
  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const upstream = new URL(target());
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-proto": "https" },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
