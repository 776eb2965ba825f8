// The outbox sender over a real (temporary) SQLite outbox and a stand-in transport: each mail
// handed over once and marked sent, failures tried again after their pause and given up after the
// last (`mail.stuck`), a mail unsent 15 minutes reported once, a claim left by a killed process
// taken up by the next one, and a stop that lets the delivery in hand finish.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import type { Mail } from "~/domain/mail";
import { SENT_MAIL_KEPT_MS } from "~/records/outbox/contract";
import { createSqliteOutboxStore } from "~/records/outbox/sqlite.server";
import { log } from "~/log.server";
import { openSqlite, transaction } from "~/connections/sqlite.server";
import { createOutboxSender, MAIL_STUCK_AFTER_MS, retryAt } from "./outbox-sender.server";

const dir = mkdtempSync(path.join(tmpdir(), "outbox-sender-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

let files = 0;
function freshOutbox() {
  const db = openSqlite(path.join(dir, `outbox-${++files}.sqlite`));
  const outbox = createSqliteOutboxStore(db);
  const write = (mails: Mail[], at = new Date()) => transaction(db, () => outbox.write(mails, at));
  return { db, outbox, write };
}
const mail = (n: number): Mail => ({ to: `a${n}@example.kr`, subject: `메일 ${n}`, text: "본문" });

/** One mail written at `start`, a clock the test moves on, log errors caught and warnings muted. */
function failingSetUp() {
  const { outbox, write } = freshOutbox();
  const start = new Date("2026-11-25T03:00:00Z");
  write([mail(1)], start);
  const errors = vi.spyOn(log, "error").mockImplementation(() => undefined);
  vi.spyOn(log, "warn").mockImplementation(() => undefined);
  const clock = { ms: start.getTime() };
  return { outbox, errors, clock, now: () => new Date(clock.ms) };
}

/** Wakes the sender and waits until it has done what it found. */
async function round(sender: { wake(): void; idle(): Promise<void> }) {
  sender.wake();
  await sender.idle();
}

describe("the outbox sender", () => {
  it("hands each pending mail over once and marks it sent, however often it is woken", async () => {
    const { outbox, write } = freshOutbox();
    write([mail(1), mail(2), mail(3)]);
    const handed: string[] = [];
    const sender = createOutboxSender(outbox, async (m) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      handed.push(m.subject);
    });
    for (let i = 0; i < 5; i++) sender.wake();
    await sender.idle();
    write(Array.from({ length: 25 }, (_, i) => mail(10 + i)));
    sender.wake();
    sender.wake();
    await sender.idle();
    await sender.stop();
    expect(handed).toHaveLength(28);
    expect(new Set(handed).size).toBe(28);
    expect(outbox.list().every((entry) => entry.sentAt !== null)).toBe(true);
    // Once handed over, the body (a cancel link, personal details) is not kept.
    expect(outbox.list()[0]!.mail).toEqual({ to: "a1@example.kr", subject: "메일 1", text: "" });
  });

  it("keeps a sent mail's record 30 days, then deletes it", async () => {
    const { outbox, write } = freshOutbox();
    const start = new Date("2026-11-01T03:00:00Z");
    write([mail(1)], start);
    const [first] = await outbox.claimDue("a", start, 10);
    await outbox.markSent([first!.id], start);
    const later = new Date(start.getTime() + SENT_MAIL_KEPT_MS - 1000);
    write([mail(2)], later);
    const [second] = await outbox.claimDue("a", later, 10);
    await outbox.markSent([second!.id], later);
    expect(outbox.list().map((entry) => entry.mail.subject)).toEqual(["메일 1", "메일 2"]);
    const after = new Date(start.getTime() + SENT_MAIL_KEPT_MS + 1000);
    write([mail(3)], after);
    const [third] = await outbox.claimDue("a", after, 10);
    await outbox.markSent([third!.id], after);
    expect(outbox.list().map((entry) => entry.mail.subject)).toEqual(["메일 2", "메일 3"]);
  });

  it("tries a failure again after its pause, and gives up after the last with mail.stuck", async () => {
    const { outbox, errors, clock, now } = failingSetUp();
    const deliver = vi.fn(async () => Promise.reject(new Error("421 busy")));
    const delaysMs = [1_000, 5_000];
    const sender = createOutboxSender(outbox, deliver, { delaysMs, now, stuckAfterMs: 3_600_000 });
    await round(sender);
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(outbox.list()[0]).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    clock.ms += 999;
    await round(sender);
    expect(deliver).toHaveBeenCalledTimes(1); // not due yet
    clock.ms += 1;
    await round(sender);
    expect(deliver).toHaveBeenCalledTimes(2);
    clock.ms += 5_000;
    await round(sender);
    expect(deliver).toHaveBeenCalledTimes(3);
    expect(outbox.list()[0]).toMatchObject({
      attempts: 3,
      sentAt: null,
      lastError: "Error: 421 busy",
    });
    expect(outbox.list()[0]!.failedAt).not.toBeNull();
    clock.ms += 60_000;
    await round(sender);
    await sender.stop();
    expect(deliver).toHaveBeenCalledTimes(3);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toMatchObject({ event: "mail.stuck", attempts: 3 });
  });

  it("reports a mail still unsent 15 minutes after it was written, once", async () => {
    const { outbox, errors, clock, now } = failingSetUp();
    const sender = createOutboxSender(outbox, async () => Promise.reject(new Error("down")), {
      delaysMs: [3_600_000],
      now,
    });
    await round(sender);
    expect(errors).not.toHaveBeenCalled();
    clock.ms += MAIL_STUCK_AFTER_MS + 1;
    await round(sender);
    await round(sender);
    await sender.stop();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toMatchObject({ event: "mail.stuck", subject: "메일 1" });
  });

  it("takes up a mail claimed by a process that was killed mid-send", async () => {
    const { outbox, write } = freshOutbox();
    write([mail(1)]);
    // The killed process: it claimed the mail, then never marked it.
    expect(await outbox.claimDue("killed-process", new Date(), 10)).toHaveLength(1);
    const handed: string[] = [];
    const sender = createOutboxSender(outbox, async (m) => void handed.push(m.subject));
    await round(sender);
    await sender.stop();
    expect(handed).toEqual(["메일 1"]);
    expect(outbox.list()[0]).toMatchObject({ attempts: 2 });
    expect(outbox.list()[0]!.sentAt).not.toBeNull();
  });

  it("stops after the delivery in hand: that one is marked sent, the rest wait", async () => {
    const { outbox, write } = freshOutbox();
    write([mail(1), mail(2), mail(3)]);
    let release!: () => void;
    const handed: string[] = [];
    const sender = createOutboxSender(outbox, async (m) => {
      handed.push(m.subject);
      await new Promise<void>((resolve) => (release = resolve));
    });
    sender.wake();
    while (handed.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const stopped = sender.stop();
    release();
    await stopped;
    expect(handed).toEqual(["메일 1"]);
    expect(outbox.list().map((entry) => entry.sentAt !== null)).toEqual([true, false, false]);
  });

  it("pauses longer after each failure, then gives up", () => {
    const at = new Date("2026-11-25T03:00:00Z");
    expect(retryAt(1, at, [10, 20])?.getTime()).toBe(at.getTime() + 10);
    expect(retryAt(2, at, [10, 20])?.getTime()).toBe(at.getTime() + 20);
    expect(retryAt(3, at, [10, 20])).toBeNull();
  });
});
