// The text sender over a real (temporary) SQLite text outbox and a stand-in transport: each text
// handed over once; a cap holding a text back, a provider's refusal and the last failed retry
// each give it up and mark its application 연락 필요; a passing failure is tried again; a seat
// text that reached the phone clears the seat's mark; a delivery report does the same afterwards.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { textTo, type TextMessage } from "~/domain/text-message";
import { createSqliteTextOutboxStore } from "~/records/texts/sqlite.server";
import { openSqlite, transaction } from "~/connections/sqlite.server";
import { afterReport, createTextSender, type TextSenderHooks } from "./text-sender.server";
import { TextRefused, type TextTransport } from "./text-transport.server";

const dir = mkdtempSync(path.join(tmpdir(), "text-sender-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function fresh() {
  const db = openSqlite(path.join(dir, `texts-${++files}.sqlite`));
  const store = createSqliteTextOutboxStore(db);
  const write = (texts: TextMessage[]) => transaction(db, () => store.write(texts, new Date()));
  return { store, write };
}

function recordingHooks(allowed = () => true) {
  const calls: string[] = [];
  const hooks: TextSenderHooks = {
    allow: async () => allowed(),
    contactNeeded: async (id) => void calls.push(`연락 필요 ${id}`),
    reached: async (id) => void calls.push(`reached ${id}`),
    answerUndelivered: async (id) => void calls.push(`답변 미전달 ${id}`),
  };
  return { calls, hooks };
}

const text = (n: number, kind: TextMessage["kind"] = "receipt") =>
  textTo(`0101234${String(n).padStart(4, "0")}`, kind, `문자 ${n}`, `app-${n}`)!;

const sending =
  (answer: (t: TextMessage) => Promise<{ providerId: string | null; delivered: boolean }>) =>
  (handed: string[]): TextTransport => ({
    async send(t) {
      handed.push(t.text);
      return answer(t);
    },
  });

describe("the text sender", () => {
  it("hands each text over once and marks it sent with the provider's id", async () => {
    const { store, write } = fresh();
    write([text(1), text(2)]);
    const handed: string[] = [];
    const { calls, hooks } = recordingHooks();
    const sender = createTextSender(
      store,
      sending(async (t) => ({ providerId: `M-${t.to}`, delivered: false }))(handed),
      hooks,
    );
    for (let i = 0; i < 3; i++) sender.wake();
    await sender.idle();
    await sender.stop();
    expect(handed).toEqual(["문자 1", "문자 2"]);
    expect(store.list().map((e) => [e.providerId, e.message.text])).toEqual([
      ["M-01012340001", ""],
      ["M-01012340002", ""],
    ]);
    expect(calls).toEqual([]);
  });

  it("holds back a text over the daily cap: not sent, given up, 연락 필요", async () => {
    const { store, write } = fresh();
    write([text(3)]);
    const handed: string[] = [];
    const { calls, hooks } = recordingHooks(() => false);
    const sender = createTextSender(
      store,
      sending(async () => ({ providerId: "M", delivered: false }))(handed),
      hooks,
    );
    sender.wake();
    await sender.idle();
    await sender.stop();
    expect(handed).toEqual([]);
    expect(store.list()[0]).toMatchObject({ lastError: "daily text cap reached", sentAt: null });
    expect(store.list()[0]!.failedAt).not.toBeNull();
    expect(calls).toEqual(["연락 필요 app-3"]);
  });

  it("gives up a refused text at once, and tries a passing failure again until the last pause", async () => {
    const { store, write } = fresh();
    write([text(4), text(5)]);
    const handed: string[] = [];
    const { calls, hooks } = recordingHooks();
    let clock = Date.now();
    const sender = createTextSender(
      store,
      sending(async (t) => {
        if (t.text === "문자 4") throw new TextRefused("1062 수신번호 형식 오류");
        throw new Error("socket hang up");
      })(handed),
      hooks,
      { delaysMs: [1000], now: () => new Date(clock) },
    );
    sender.wake();
    await sender.idle();
    expect(calls).toEqual(["연락 필요 app-4"]);
    expect(store.list()[1]).toMatchObject({ failedAt: null, attempts: 1 });
    clock += 2000;
    sender.wake();
    await sender.idle();
    await sender.stop();
    expect(handed).toEqual(["문자 4", "문자 5", "문자 5"]);
    expect(calls).toEqual(["연락 필요 app-4", "연락 필요 app-5"]);
    expect(store.list()[1]!.failedAt).not.toBeNull();
  });

  it("clears a seat's 연락 필요 once its text reached the phone, and a report does so later", async () => {
    const { store, write } = fresh();
    write([text(6, "seat")]);
    const { calls, hooks } = recordingHooks();
    const sender = createTextSender(
      store,
      sending(async () => ({ providerId: null, delivered: true }))([]),
      hooks,
    );
    sender.wake();
    await sender.idle();
    await sender.stop();
    expect(calls).toEqual(["reached app-6"]);

    write([text(7, "seat")]);
    const later = createTextSender(
      store,
      sending(async () => ({ providerId: "M-7", delivered: false }))([]),
      hooks,
    );
    later.wake();
    await later.idle();
    await later.stop();
    expect(calls).toEqual(["reached app-6"]);
    const delivered = await store.report("M-7", "01012340007", { delivered: true }, new Date());
    await afterReport(delivered!, hooks);
    expect(calls).toEqual(["reached app-6", "reached app-7"]);
  });

  it("marks an inquiry's answer undelivered when its text is refused or reported failed", async () => {
    const { store, write } = fresh();
    const answer = (n: number) => ({
      ...textTo(`0109876${String(n).padStart(4, "0")}`, "inquiry", `답변 ${n}`)!,
      inquiryId: `inq-${n}`,
    });
    write([answer(1), answer(2)]);
    const { calls, hooks } = recordingHooks();
    const sender = createTextSender(
      store,
      sending(async (t) => {
        if (t.text === "답변 1") throw new TextRefused("1062 수신번호 형식 오류");
        return { providerId: "M-inq-2", delivered: false };
      })([]),
      hooks,
    );
    sender.wake();
    await sender.idle();
    await sender.stop();
    expect(calls).toEqual(["답변 미전달 inq-1"]);
    const failed = await store.report(
      "M-inq-2",
      "01098760002",
      { delivered: false, reason: "3059 전송 실패" },
      new Date(),
    );
    await afterReport(failed!, hooks);
    expect(calls).toEqual(["답변 미전달 inq-1", "답변 미전달 inq-2"]);
  });
});
