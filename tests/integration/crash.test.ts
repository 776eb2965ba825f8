// Crash safety: kill -9 the server in the middle of a burst of applications, start it again on
// the same data, and every application that was answered 201 is stored exactly once; retrying
// the unanswered ones with their idempotency keys never stores a second copy.
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it, onTestFinished } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";

type Attempt = {
  key: string;
  name: string;
  phone: string;
  ip: string;
  status?: number;
  id?: string;
};

function apply(server: RunningServer, attempt: Attempt) {
  return fetch(`${server.url}/api/applications`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": attempt.key,
      "X-Forwarded-For": attempt.ip, // many visitors at once (TRUST_PROXY=1), as when registration opens
    },
    body: JSON.stringify({
      name: attempt.name,
      phone: attempt.phone, // one visitor each: one live application per phone and class
      email: "",
      preferredTime: "평일 저녁",
      companions: "1",
      message: "",
      programId: "7",
      programTitle: "드럼",
    }),
  });
}

function storedByKey(dataDir: string) {
  const db = new DatabaseSync(path.join(dataDir, "centre.sqlite"));
  try {
    const rows = db.prepare("SELECT id, idempotency_key AS key FROM applications").all() as {
      id: string;
      key: string;
    }[];
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.key, (counts.get(row.key) ?? 0) + 1);
    return { rows, counts };
  } finally {
    db.close();
  }
}

describe("crash during an application burst", () => {
  it("keeps every acknowledged application exactly once across kill -9 and restart", async () => {
    const env = { TRUST_PROXY: "1" };
    const first = await startBuiltServer({ env });
    onTestFinished(async () => void (await first.stop())); // its data folder, which the restart shares
    const attempts: Attempt[] = Array.from({ length: 300 }, (_, i) => ({
      key: crypto.randomUUID(),
      name: `버스트${String(i).padStart(3, "0")}`,
      phone: `010-3456-${String(i).padStart(4, "0")}`,
      ip: `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}`,
    }));

    let acknowledged = 0;
    let killed: Promise<void> | undefined;
    let next = 0;
    const worker = async () => {
      while (next < attempts.length) {
        const attempt = attempts[next++]!;
        try {
          const response = await apply(first, attempt);
          const body = (await response.json()) as { id?: string };
          attempt.status = response.status;
          attempt.id = body.id;
          if (response.status === 201 && ++acknowledged === 40) killed = first.kill(); // mid-burst
        } catch {
          // the connection died with the server: unanswered
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    await killed;
    expect(acknowledged).toBeGreaterThanOrEqual(40);
    expect(first.child.signalCode).toBe("SIGKILL");
    const answered = attempts.filter((a) => a.status === 201);
    const unanswered = attempts.filter((a) => a.status === undefined);
    expect(unanswered.length).toBeGreaterThan(0); // the kill really came mid-burst

    // Restart on the same data: the store recovers its write-ahead log.
    const second = await startBuiltServer({ env, dataDir: first.dataDir });
    try {
      // Visitors whose request got no answer try again with the same key.
      for (const attempt of unanswered) {
        const response = await apply(second, attempt);
        expect([200, 201]).toContain(response.status);
        const body = (await response.json()) as { id?: string };
        attempt.id = body.id;
      }
    } finally {
      expect(await second.stop()).toBe(0);
    }

    const { rows, counts } = storedByKey(first.dataDir);
    for (const attempt of answered) {
      expect(counts.get(attempt.key), `acknowledged ${attempt.name}`).toBe(1);
      expect(rows.find((row) => row.key === attempt.key)?.id).toBe(attempt.id);
    }
    for (const attempt of unanswered)
      expect(counts.get(attempt.key), `retried ${attempt.name}`).toBe(1);
    expect(rows.length).toBe(answered.length + unanswered.length);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  }, 120_000);
});
