// Sanity's two production hosts on this machine (issue 28 §5, decision 225). The site's client
// keeps its production addresses, https://<project>.api.sanity.io (live) and
// https://<project>.apicdn.sanity.io (API CDN): its transport (get-it on undici's
// EnvHttpProxyAgent) honours HTTPS_PROXY, so the built server is started with HTTPS_PROXY naming
// this tunnel and NODE_EXTRA_CA_CERTS naming a throw-away certificate for both names. The tunnel
// opens CONNECT only to those two names on port 443, each to its own local TLS server, and refuses
// every other destination, so nothing reaches the network and a wrong host shows up in `refused`.
import { connect, type Socket } from "node:net";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { localCertificate, type LocalCertificate } from "./local-tls";

export const liveHostname = (project: string) => `${project}.api.sanity.io`;
export const cdnHostname = (project: string) => `${project}.apicdn.sanity.io`;

/** The fake's `productionHosts` option for `project`: a certificate naming both of its hosts. */
export const productionHosts = (project: string): { project: string; tls: LocalCertificate } => ({
  project,
  tls: localCertificate([liveHostname(project), cdnHostname(project)]),
});

export type SanityTunnel = {
  /** The proxy address to give as HTTPS_PROXY. */
  url: string;
  /** `host:port` of every CONNECT the tunnel refused (not one of Sanity's two hosts). */
  refused: string[];
  close(): Promise<void>;
};

/** A CONNECT proxy on 127.0.0.1 that tunnels `<hostname>:443` to the local port `routes` names. */
export async function startSanityTunnel(routes: Record<string, number>): Promise<SanityTunnel> {
  const refused: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((_req, res) => {
    // Plain-http proxying: Sanity is only ever https.
    res.writeHead(403);
    res.end();
  });
  server.on("connect", (req, client: Socket, head: Buffer) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    const destination = req.url ?? "";
    const [hostname, port] = destination.split(":");
    const local = port === "443" && hostname ? routes[hostname] : undefined;
    if (!local) {
      refused.push(destination);
      client.end("HTTP/1.1 403 Forbidden\r\n\r\n");
      return;
    }
    const upstream = connect(local, "127.0.0.1", () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
