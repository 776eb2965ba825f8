// Before the server listens: the content reads every page and every application makes (the
// bundled dataset parsed, the queries parsed and cached), the records store opened and the
// application schema's first parse made, so the first visitors after a start do not all wait
// for them at once (decision 116). A failure is only logged: requests do the same on demand.
import { getLatestNotices, getSiteSettings } from "~/content/content.server";
import { applicationSchema } from "~/domain/application";
import {
  contentVersion,
  getApplicationStore,
  getHomePageWithSeats,
  getProgramWithSeats,
  getProgramsWithSeats,
} from "~/backends/app.server";
import { log } from "~/log.server";

const WARM_UP_LIMIT_MS = 5_000;

export async function warmUp(): Promise<void> {
  // The content cache follows the content version from now on (decision 290). Only a
  // misconfiguration throws here: the instance then does not start, rather than serve a long
  // cache that sees no publish.
  contentVersion();
  const reads = (async () => {
    getApplicationStore();
    applicationSchema.safeParse({});
    const programs = await getProgramsWithSeats();
    await Promise.all([
      getSiteSettings(),
      getHomePageWithSeats(),
      getLatestNotices(),
      ...programs.map((program) => getProgramWithSeats(program.id)),
    ]);
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      log.warn(`[startup] content warm-up still running after ${WARM_UP_LIMIT_MS} ms`);
      resolve();
    }, WARM_UP_LIMIT_MS);
  });
  try {
    await Promise.race([reads, limit]);
  } catch (error) {
    log.error({ error }, "[startup] content warm-up failed; pages will read on demand");
  } finally {
    clearTimeout(timer);
  }
}
