// bench/flood: one address floods pages rendered on every request while another visitor reads a
// stored page (issue 44 §5, decision 239). For each flooded path: the other visitor's latency
// alone, then during the flood (sequential GETs of the stored page), and what the flooder got
// (renders a second, 429s). TRUST_PROXY=1, so each side has its own address.
//   npx tsx bench/flood/run.ts [path …]            (the integration build, started here)
//   BASE_URL=http://127.0.0.1:3220 npx tsx bench/flood/run.ts   (a server already running,
//   TRUST_PROXY=1: e.g. the build before a change)
// SECONDS=10 CONNECTIONS=32 VISITOR_PATH=/program/7
import autocannon from "autocannon";
import { startBuiltServer } from "../../tests/support/built-server";

const seconds = Number(process.env.SECONDS ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 32);
const visitorPath = process.env.VISITOR_PATH ?? "/program/7";
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/contact/x", "/program/15", "/ranking", "/login"];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The other visitor: sequential GETs of the stored page until `until` resolves. */
async function visitor(url: string, until: Promise<unknown>) {
  const times: number[] = [];
  let stop = false;
  void until.then(() => (stop = true));
  let n = 0;
  while (!stop || times.length < 5) {
    const started = performance.now();
    const response = await fetch(`${url}${visitorPath}`, {
      headers: { "X-Forwarded-For": `203.0.113.${(n++ % 200) + 1}` },
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (stop && times.length >= 5) break;
  }
  const sorted = times.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: Math.round(percentile(sorted, 50)),
    p95: Math.round(percentile(sorted, 95)),
    max: Math.round(sorted.at(-1)!),
  };
}

async function main() {
  const server = process.env.BASE_URL
    ? undefined
    : await startBuiltServer({ env: { TRUST_PROXY: "1" } });
  const url = process.env.BASE_URL ?? server!.url;
  try {
    await fetch(`${url}${visitorPath}`).then((r) => r.arrayBuffer()); // stored
    const alone = await visitor(url, new Promise((resolve) => setTimeout(resolve, 3_000)));
    console.log(`${visitorPath} alone: ${JSON.stringify(alone)}`);
    for (const [at, path] of paths.entries()) {
      const flood = autocannon({
        url: `${url}${path}`,
        connections,
        duration: seconds,
        headers: { "X-Forwarded-For": `198.51.100.${at + 1}` },
      });
      const [result, during] = await Promise.all([flood, visitor(url, flood)]);
      const statuses = Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [
          code,
          (stat as { count: number }).count,
        ]),
      );
      const rendered = (statuses["200"] ?? 0) + (statuses["404"] ?? 0) + (statuses["302"] ?? 0);
      console.log(
        `flood ${path} (${connections} connections, ${seconds} s, one address): ` +
          `${Math.round(result.requests.average)} answers/s, statuses ${JSON.stringify(statuses)}, ` +
          `not refused ${Math.round(rendered / seconds)}/s; ${visitorPath} meanwhile: ${JSON.stringify(during)}`,
      );
      // Let the flooder's bucket refill between paths.
      await new Promise((resolve) => setTimeout(resolve, 12_000));
    }
  } finally {
    await server?.stop();
  }
}

await main();
