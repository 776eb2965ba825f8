// Each test file starts with the hand-off the composition root makes as it loads
// (app/backends/app.server.ts): the content seam reads this test's settings, through a cache of
// its own. A test that loads the root gets the root's instead.
import { createContentCache } from "~/content/cache.server";
import { attachContent } from "~/content/handoff.server";
import { getEnv } from "~/env.server";

attachContent({ settings: getEnv, cache: createContentCache() });
