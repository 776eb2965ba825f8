// `npm run test:e2e` and the browser tests' server: the production build the integration tests
// serve (build-integration/), made unless it is of the current sources (tests/support/built-server.ts),
// so one `npm test` builds the site once for vitest's servers and Playwright's.
import { ensureBuild } from "../tests/support/built-server";

await ensureBuild();
