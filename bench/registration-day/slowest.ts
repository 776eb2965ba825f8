// Pure: where a traced run's slowest applications spent their time (STORE_CALLS_TRACE=1), and
// which calls to the store were slow across the run.
import type { Sent } from "./figures";
import type { TracedCall, TracedRequest } from "./store-calls";

/** A document path with its ids as `*`: `programSeats/16/seats/3` → `programSeats/*\/seats/*`. */
export const pattern = (path: string) =>
  path
    .split(" ")
    .map((part) =>
      part
        .split("/")
        .map((segment, i) => (i % 2 === 1 ? "*" : segment))
        .join("/"),
    )
    .join(" ");

/** What a call touched, as patterns with how many of each. */
export function touchedPatterns(call: TracedCall): string {
  const counted = new Map<string, number>();
  for (const touched of call.touches.map(pattern))
    counted.set(touched, (counted.get(touched) ?? 0) + 1);
  return [...counted].map(([p, n]) => (n > 1 ? `${p} ×${n}` : p)).join(", ");
}

const describe = (call: TracedCall) =>
  `${call.method}${call.inTransaction ? " in a transaction" : ""}: ${touchedPatterns(call) || "-"}`;

/** The `n` slowest answers, each with its calls in milliseconds from its arrival at the instance. */
export function slowestApplications(
  sent: Sent[],
  traced: Record<string, TracedRequest>,
  n: number,
) {
  return [...sent]
    .sort((a, b) => b.latencyMs - a.latencyMs)
    .slice(0, n)
    .map((s) => {
      const request = traced[s.key];
      const head = {
        rank: s.rank,
        instance: s.instance,
        status: s.status,
        ms: Math.round(s.latencyMs),
      };
      if (!request) return { ...head, calls: null };
      const at = (t: number | null) =>
        t === null ? "…" : String(Math.round(t - request.receivedAt));
      return {
        ...head,
        answeredAtMs:
          request.answeredAt === null ? null : Math.round(request.answeredAt - request.receivedAt),
        calls: request.calls.map(
          (call) => `${at(call.startedAt)}–${at(call.endedAt)} ${call.outcome} ${describe(call)}`,
        ),
      };
    });
}

/** Calls that took at least `thresholdMs`, by kind, with the longest of each. */
export function slowCalls(traced: Record<string, TracedRequest>, thresholdMs: number) {
  const kinds = new Map<string, { calls: number; longestMs: number; outcomes: Set<string> }>();
  for (const request of Object.values(traced))
    for (const call of request.calls) {
      const ms = (call.endedAt ?? call.startedAt) - call.startedAt;
      if (ms < thresholdMs) continue;
      const kind = describe(call);
      const seen = kinds.get(kind) ?? { calls: 0, longestMs: 0, outcomes: new Set<string>() };
      seen.calls++;
      seen.longestMs = Math.max(seen.longestMs, Math.round(ms));
      seen.outcomes.add(String(call.outcome));
      kinds.set(kind, seen);
    }
  return [...kinds]
    .sort(([, a], [, b]) => b.calls - a.calls)
    .map(([kind, { calls, longestMs, outcomes }]) => ({
      kind,
      calls,
      longestMs,
      outcomes: [...outcomes],
    }));
}
