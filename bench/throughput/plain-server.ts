// The yardstick: a plain Node HTTP server answering every request with one fixed HTML string.
//   node plain-server.ts <port> <html-file>
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, file] = process.argv.slice(2);
const html = readFileSync(file!);
createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": html.length });
  res.end(html);
}).listen(Number(port), "127.0.0.1", () => console.log("ready"));
