// Runs the local Kakao stand-in as its own process for the browser tests (a Playwright webServer):
//   tsx tests/support/oidc-server.ts <port> <redirect uri>
import { startOidcProvider } from "./oidc-provider";

const [port, redirectUri] = process.argv.slice(2);
if (!port || !redirectUri) throw new Error("usage: oidc-server.ts <port> <redirect uri>");
const started = await startOidcProvider({ port: Number(port), redirectUris: [redirectUri] });
console.log(`local OpenID provider: ${started.issuer}`);
const stop = () => void started.stop().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
