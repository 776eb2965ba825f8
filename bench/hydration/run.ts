// bench/hydration: the home page's main-thread work in Chromium (4× CPU slowdown), this
// checkout's build against another checkout's (BASE_ROOT), loaded alternately in the same run.
// Hydration itself, from a trace: React's start (its renderer registering with the DevTools hook)
// to its first commit, the main thread's task time in that window, and how many fibers and
// elements the first commit hydrated (the same for every run of a build). Then the whole load:
// script and task time until hydrated and settled (DevTools Performance metrics), and the long
// tasks (> 50 ms) with the blocking time over 50 ms they add up to.
//   BASE_ROOT=../perf-base npx tsx bench/hydration/run.ts [path]     (RUNS=5)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { freePort } from "../../tests/support/firestore-emulator";

const root = path.resolve(import.meta.dirname, "../..");
const baseRoot = path.resolve(process.env.BASE_ROOT ?? "../perf-base");
const runs = Number(process.env.RUNS ?? 5);
const page = process.argv[2] ?? "/";

async function serve(cwd: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "hydration-bench-"));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(root, "node_modules/.bin/node"), ["server.js"], {
    cwd,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SESSION_SECRET: "bench-session-secret-0123456789abcdef0123",
      SITE_URL: url,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let tries = 0; ; tries++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (tries > 300) throw new Error(`${cwd}: server did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tid: number; cat: string };

/** React's first commit and where it started, as marks in the trace; what that commit holds. */
function installReactProbe() {
  const probe = { fibers: 0, elements: 0 };
  (window as unknown as { hydrationProbe: typeof probe }).hydrationProbe = probe;
  type Fiber = { child: Fiber | null; sibling: Fiber | null; stateNode: unknown };
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ =
    {
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        performance.mark("react:start");
        return 1;
      },
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        if (probe.fibers) return;
        performance.mark("react:hydrated");
        const stack: Fiber[] = [root.current];
        while (stack.length) {
          const fiber = stack.pop()!;
          probe.fibers++;
          if (fiber.stateNode instanceof Element) probe.elements++;
          if (fiber.child) stack.push(fiber.child);
          if (fiber.sibling) stack.push(fiber.sibling);
        }
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
}

/** Main-thread task time between the two marks (tasks clipped to the window), and the window. */
function hydrationFromTrace(events: TraceEvent[]) {
  const mark = (name: string) =>
    events.find((e) => e.name === name && e.cat.includes("user_timing"));
  const start = mark("react:start");
  const end = mark("react:hydrated");
  if (!start || !end) throw new Error("the trace has no React start or first commit");
  let busy = 0;
  for (const e of events) {
    if (e.name !== "RunTask" || e.ph !== "X" || e.tid !== start.tid) continue;
    const from = Math.max(e.ts, start.ts);
    const to = Math.min(e.ts + (e.dur ?? 0), end.ts);
    if (to > from) busy += to - from;
  }
  return { window: (end.ts - start.ts) / 1000, busy: busy / 1000 };
}

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const servers = { before: await serve(baseRoot), after: await serve(root) };
const results = { before: [] as Record<string, number>[], after: [] as Record<string, number>[] };
try {
  for (let run = 0; run < runs; run++) {
    for (const name of ["before", "after"] as const) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await cdp.send("Performance.enable");
      await tab.addInitScript(installReactProbe);
      await tab.addInitScript(() => {
        const w = window as unknown as { longTasks: number[] };
        w.longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
        }).observe({ type: "longtask", buffered: true });
      });
      await browser.startTracing(tab, {
        categories: [
          "devtools.timeline",
          "disabled-by-default-devtools.timeline",
          "blink.user_timing",
        ],
      });
      await tab.goto(servers[name].url + page, { waitUntil: "load" });
      // Hydrated: the header's apply link has become a dialog button (hidden in the mobile menu).
      await tab.waitForFunction(() =>
        [...document.querySelectorAll("header button")].some((b) => b.textContent === "수강신청"),
      );
      await tab.waitForTimeout(1500); // effects, the footer's chunk, idle prefetches
      const trace = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: TraceEvent[];
      };
      const hydration = hydrationFromTrace(trace.traceEvents);
      const { metrics } = await cdp.send("Performance.getMetrics");
      const metric = (key: string) => (metrics.find((m) => m.name === key)?.value ?? 0) * 1000;
      const { longTasks, probe } = await tab.evaluate(() => ({
        longTasks: (window as unknown as { longTasks: number[] }).longTasks,
        probe: (window as unknown as { hydrationProbe: { fibers: number; elements: number } })
          .hydrationProbe,
      }));
      results[name].push({
        hydrationWindow: hydration.window,
        hydrationBusy: hydration.busy,
        fibers: probe.fibers,
        elements: probe.elements,
        script: metric("ScriptDuration"),
        tasks: metric("TaskDuration"),
        longest: Math.max(0, ...longTasks),
        blocking: longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await servers.before.stop();
  await servers.after.stop();
}
for (const name of ["before", "after"] as const) {
  const of = (key: string) => median(results[name].map((r) => r[key]!)).toFixed(0);
  console.log(
    `${name}: hydration ${of("hydrationWindow")} ms from React's start to its first commit, ${of("hydrationBusy")} ms of main-thread tasks in it; first commit ${of("fibers")} fibers, ${of("elements")} elements`,
  );
  console.log(
    `${name}: whole load: script ${of("script")} ms, tasks ${of("tasks")} ms, longest task ${of("longest")} ms, blocking ${of("blocking")} ms (median of ${runs}, 4× CPU)`,
  );
}
