// Cancelling without an account and the waiting list, through the routes as Remix calls them on
// the embedded default: the receipt mail's single-use link (GET shows, POST cancels, a used or
// wrong link answers 410), the staff and applicant mails, and a freed seat going to the first
// waiting applicant of class 16 (capacity 2 in the bundled dataset) with a mail telling them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { readOutbox } from "../support/outbox";
import { uniquePhone } from "../support/phones";

const dataDir = mkdtempSync(path.join(tmpdir(), "application-cancel-"));
process.env.DATA_DIR = dataDir;
delete process.env.SMTP_URL;
delete process.env.FIREBASE_PROJECT_ID;

const api = await import("~/routes/api.applications");
const cancelRoute = await import("~/routes/applications.$id.cancel");
const { getApplicationStore } = await import("~/backends/app.server");
const { rateLimits } = await import("~/backends/app.server");
const { closeSqlite } = await import("~/backends/backends.server");
const { mailSenderIdle } = await import("~/jobs/mail-sender.server");
const { CANCEL_MESSAGES } = await import("~/domain/cancellation");

/** The outbox sender has delivered what the changes so far wrote (its .eml files are there). */
const drained = () => mailSenderIdle();

afterAll(async () => {
  await drained();
  closeSqlite();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => rateLimits.reset());

let serial = 0;
async function apply(programId: number, email: string) {
  serial += 1;
  const response = (await api.action({
    request: new Request("http://localhost/api/applications", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: `신청자${serial}`, phone: uniquePhone(), email, programId }),
    }),
    context: { clientAddress: `192.0.2.${serial}`, cspNonce: "" },
    params: {},
  })) as Response;
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; status: string; waitingPlace: number | null };
}

async function mailTo(email: string, subject: RegExp) {
  await drained();
  return readOutbox(dataDir).find((m) => m.to.includes(email) && subject.test(m.text));
}

/** The link in the receipt mail (or the first mail matching `subject`), split as the route receives it. */
async function cancelLinkOf(email: string, subject = /취소하시려면/) {
  const mail = await mailTo(email, subject);
  const link = /https?:\/\/\S+\/applications\/([^/\s]+)\/cancel\?token=([\w-]+)/.exec(mail!.text);
  return { id: decodeURIComponent(link![1]!), token: link![2]! };
}

async function open(id: string, token: string) {
  const response = (await cancelRoute.loader({
    request: new Request(`http://localhost/applications/${id}/cancel?token=${token}`),
    params: { id },
    context: { clientAddress: "192.0.2.200", cspNonce: "" },
  })) as unknown as { data: { state: string }; init: ResponseInit | null };
  return { state: response.data.state, status: response.init?.status ?? 200 };
}

async function cancel(id: string, token: string) {
  const response = (await cancelRoute.action({
    request: new Request(`http://localhost/applications/${id}/cancel`, {
      method: "POST",
      body: new URLSearchParams({ token }),
    }),
    params: { id },
    context: { clientAddress: "192.0.2.200", cspNonce: "" },
  })) as unknown as { data: { message: string; ok: boolean }; init: ResponseInit | null };
  return { ...response.data, status: response.init?.status ?? 200 };
}

describe("the cancel link in the receipt mail", () => {
  it("shows the application, cancels once on POST, mails both sides, and is then used up", async () => {
    const applied = await apply(7, "link@example.kr");
    const { id, token } = await cancelLinkOf("link@example.kr");
    expect(id).toBe(applied.id);
    expect(await open(id, token)).toEqual({ state: "open", status: 200 });
    // Opening it changes nothing (mail scanners open links).
    expect((await getApplicationStore().get(id))!.status).toBe("접수");

    expect(await cancel(id, token)).toMatchObject({ ok: true, message: CANCEL_MESSAGES.cancelled });
    expect(await getApplicationStore().get(id)).toMatchObject({
      status: "취소",
      cancelledBy: "applicant",
    });
    expect(await mailTo("link@example.kr", /요청하신 대로 신청을 취소했습니다/)).toBeDefined();
    const staff = readOutbox(dataDir).find((m) => /수강신청이 취소되었습니다\./.test(m.text));
    expect(staff?.text).toContain("취소한 사람: 신청자");

    // Used: it cancels nothing more, and says what happened instead of a generic error.
    expect(await cancel(id, token)).toMatchObject({
      ok: true,
      mailed: false,
      message: "이미 취소된 신청입니다.",
    });
    expect(await open(id, token)).toEqual({ state: "cancelled", status: 410 });
    expect(await open(id, "B".repeat(43))).toEqual({ state: "invalid", status: 410 });
  });

  it("opens nothing with a wrong token, another application's token, or none", async () => {
    const mine = await apply(8, "mine@example.kr");
    await apply(9, "theirs@example.kr");
    const theirs = await cancelLinkOf("theirs@example.kr");
    const wrong = "A".repeat(43);
    expect(await open(mine.id, wrong)).toEqual({ state: "invalid", status: 410 });
    expect(await open(mine.id, theirs.token)).toEqual({ state: "invalid", status: 410 });
    expect(await open(mine.id, "")).toEqual({ state: "invalid", status: 410 });
    expect(await cancel(mine.id, theirs.token)).toMatchObject({ ok: false, status: 410 });
    expect(await cancel("no-such-application", wrong)).toMatchObject({ ok: false, status: 410 });
    expect((await getApplicationStore().get(mine.id))!.status).toBe("접수");
  });
});

describe("the waiting list of a full class", () => {
  it("answers 대기 with the place, and a cancellation seats the first in line and mails them", async () => {
    const first = await apply(16, "seat1@example.kr");
    const second = await apply(16, "seat2@example.kr");
    const third = await apply(16, "wait1@example.kr");
    const fourth = await apply(16, "wait2@example.kr");
    expect([first, second].map((a) => [a.status, a.waitingPlace])).toEqual([
      ["접수", null],
      ["접수", null],
    ]);
    expect([third, fourth].map((a) => [a.status, a.waitingPlace])).toEqual([
      ["대기", 1],
      ["대기", 2],
    ]);
    expect((await mailTo("wait2@example.kr", /대기 2번으로 대기 신청되었습니다/))?.to).toContain(
      "wait2@example.kr",
    );

    const link = await cancelLinkOf("seat1@example.kr");
    expect(await cancel(link.id, link.token)).toMatchObject({ ok: true });
    expect((await getApplicationStore().get(third.id))!.status).toBe("접수");
    expect(
      await mailTo("wait1@example.kr", /자리가 나서 대기하시던 신청이 접수되었습니다/),
    ).toBeDefined();
    const line = await getApplicationStore().waitingList(16);
    expect(line.map((a) => a.id)).toEqual([fourth.id]);

    // The promotion mail carries a new cancel link (decision 200); the waiting receipt's is dead.
    const receiptLink = await cancelLinkOf(
      "wait1@example.kr",
      /대기 신청되었습니다[\s\S]*취소하시려면/,
    );
    const seatLink = await cancelLinkOf("wait1@example.kr", /자리가 나서[\s\S]*취소하시려면/);
    expect(seatLink.id).toBe(third.id);
    expect(seatLink.token).not.toBe(receiptLink.token);
    expect(await open(receiptLink.id, receiptLink.token)).toEqual({
      state: "invalid",
      status: 410,
    });
    expect(await open(seatLink.id, seatLink.token)).toMatchObject({ status: 200 });
    expect(await cancel(seatLink.id, seatLink.token)).toMatchObject({ ok: true });
    expect((await getApplicationStore().get(third.id))!.status).toBe("취소");
    // That cancel seats the next in line, whose own promotion mail has a link of its own.
    expect((await getApplicationStore().get(fourth.id))!.status).toBe("접수");
    const nextLink = await cancelLinkOf("wait2@example.kr", /자리가 나서[\s\S]*취소하시려면/);
    expect(nextLink.id).toBe(fourth.id);
  });
});
