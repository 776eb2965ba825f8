// Pure: what one registration-day run comes to, from what the bench sent and what Firestore holds.

export type Sent = {
  /** Arrival order at the front (the bench plays the load balancer): 0 is the first sent. */
  rank: number;
  instance: number;
  key: string;
  address: string;
  sentAtMs: number;
  status: number;
  latencyMs: number;
};

export type Stored = {
  idempotencyKey: string;
  phone: string;
  number: number;
  status: string;
  queueTicket: number | null;
};

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Fairness of one line against arrival: pairs out of arrival order (the later one ahead), and
 * the widest gap in send time between such a pair (the skew the line tolerated).
 */
export function inversions(line: Sent[]) {
  let pairs = 0;
  let widestMs = 0;
  for (let i = 0; i < line.length; i++)
    for (let j = i + 1; j < line.length; j++)
      if (line[i]!.rank > line[j]!.rank) {
        pairs++;
        widestMs = Math.max(widestMs, line[i]!.sentAtMs - line[j]!.sentAtMs);
      }
  return { pairs, widestMs: Math.round(widestMs) };
}

export function summarise(sent: Sent[], stored: Stored[], seatHolding: ReadonlySet<string>) {
  const byKey = new Map(sent.map((s) => [s.key, s]));
  const ours = stored.filter((a) => byKey.has(a.idempotencyKey));
  const seated = ours.filter((a) => seatHolding.has(a.status));
  const waiting = ours
    .filter((a) => a.status === "대기")
    .sort((a, b) => (a.queueTicket ?? 0) - (b.queueTicket ?? 0) || a.number - b.number);
  const waitingSent = waiting.map((a) => byKey.get(a.idempotencyKey)!);
  const seatedRanks = seated.map((a) => byKey.get(a.idempotencyKey)!.rank);
  const lastSeated = Math.max(-1, ...seatedRanks);
  const acknowledged = sent.filter((s) => s.status === 201);
  const storedKeys = new Set(ours.map((a) => a.idempotencyKey));
  const count = <T>(items: T[], keyOf: (item: T) => string | number) =>
    items.length - new Set(items.map(keyOf)).size;
  const statuses = sent.reduce<Record<string, number>>(
    (acc, s) => ({ ...acc, [s.status]: (acc[s.status] ?? 0) + 1 }),
    {},
  );
  const instances = [...new Set(sent.map((s) => s.instance))].sort();
  return {
    sent: sent.length,
    statuses,
    seatsHeld: seated.length,
    waiting: waiting.length,
    // Seated although someone now waiting arrived before them.
    seatedAheadOfEarlierArrival: waitingSent.filter((w) => w.rank < lastSeated).length,
    waitingOutOfArrivalOrder: inversions(waitingSent),
    latencyMs: instances.map((instance) => {
      const ms = sent.filter((s) => s.instance === instance).map((s) => s.latencyMs);
      return {
        instance,
        p50: Math.round(percentile(ms, 50)),
        p99: Math.round(percentile(ms, 99)),
        max: Math.round(Math.max(...ms)),
      };
    }),
    tooMany: statuses["429"] ?? 0,
    lost: acknowledged.filter((s) => !storedKeys.has(s.key)).length,
    duplicatedApplicants: count(ours, (a) => a.phone),
    duplicatedNumbers: count(ours, (a) => a.number),
    refusedValid: sent.length - acknowledged.length,
  };
}
