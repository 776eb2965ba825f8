// Texts on the embedded default (decision 266), through the routes as Remix calls them: a guest
// who gives a phone and no e-mail gets a receipt text, written as a file in DATA_DIR/sms-outbox/
// naming the 신청번호 and the 조회 코드; when a seat comes from the waiting list (class 16,
// capacity 2) a seat text with a new cancel link that opens a page and cancels only on POST;
// then a cancellation text. One with an e-mail gets no text.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { readTextFiles } from "../support/outbox";
import { uniquePhone } from "../support/phones";

const dataDir = mkdtempSync(path.join(tmpdir(), "texts-embedded-"));
process.env.DATA_DIR = dataDir;
delete process.env.SMTP_URL;
delete process.env.FIREBASE_PROJECT_ID;
delete process.env.SOLAPI_API_KEY;

const api = await import("~/routes/api.applications");
const cancelRoute = await import("~/routes/applications.$id.cancel");
const { getApplicationStore, rateLimits } = await import("~/backends/app.server");
const { closeSqlite } = await import("~/backends/backends.server");
const { mailSenderIdle, stopMailSender } = await import("~/jobs/mail-sender.server");

afterAll(async () => {
  await stopMailSender();
  closeSqlite();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => rateLimits.reset());

/** Every text written so far, once the senders are idle. */
async function texts() {
  await mailSenderIdle();
  return readTextFiles(dataDir);
}

let serial = 0;
async function apply(programId: number, email = "") {
  serial += 1;
  const phone = uniquePhone();
  const response = (await api.action({
    request: new Request("http://localhost/api/applications", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: `문자${serial}`, phone, email, programId }),
    }),
    context: { clientAddress: `192.0.2.${serial}`, cspNonce: "" },
    params: {},
  })) as Response;
  expect(response.status).toBe(201);
  const body = (await response.json()) as { id: string; number: number; status: string };
  return { ...body, digits: phone.replace(/-/g, "") };
}

const numberOf = (n: number) => `A-${String(n).padStart(6, "0")}`;

describe("texts on the embedded default", () => {
  it("writes a receipt text naming the 신청번호 for a phone-only guest, and none for one with an e-mail", async () => {
    const guest = await apply(7);
    const withMail = await apply(7, "texts@example.kr");
    const written = await texts();
    const receipt = written.find((t) => t.to === guest.digits);
    expect(receipt).toMatchObject({ kind: "receipt" });
    expect(receipt!.text).toContain(`신청번호 ${numberOf(guest.number)}`);
    expect(receipt!.text).toMatch(/조회 코드 \w{4}-\w{4}/);
    expect(receipt!.text).toContain("/applications/lookup");
    expect(written.some((t) => t.to === withMail.digits)).toBe(false);
  });

  it("texts a seat from the waiting list with a cancel link that cancels only on POST, then the cancellation", async () => {
    const first = await apply(16, "seat1@example.kr");
    await apply(16, "seat2@example.kr");
    const waiting = await apply(16);
    expect(waiting.status).toBe("대기");
    expect((await texts()).find((t) => t.to === waiting.digits)!.text).toContain("대기 신청");
    expect((await getApplicationStore().get(waiting.id))!.contactNeededAt).toBeNull();

    // Staff cancel the first seated applicant: the line moves up.
    const { changeApplicationStatus } = await import("~/services/application-status.server");
    const { serviceDeps } = await import("~/backends/app.server");
    const changed = await changeApplicationStatus(first.id, "취소", serviceDeps());
    expect(changed.seated.map((a) => a.id)).toEqual([waiting.id]);

    const seat = (await texts()).find((t) => t.to === waiting.digits && t.kind === "seat");
    expect(seat!.text).toContain("자리가 나서");
    expect(seat!.text).toContain(`신청번호 ${numberOf(waiting.number)}`);
    // The file is the delivery on the embedded default: the seat reached them, no call needed.
    expect((await getApplicationStore().get(waiting.id))!.contactNeededAt).toBeNull();

    const link = /\/applications\/([^/\s]+)\/cancel\?token=([\w-]+)/.exec(seat!.text)!;
    const id = decodeURIComponent(link[1]!);
    const token = link[2]!;
    const opened = (await cancelRoute.loader({
      request: new Request(`http://localhost/applications/${id}/cancel?token=${token}`),
      params: { id },
      context: { clientAddress: "192.0.2.200", cspNonce: "" },
    })) as unknown as { data: { state: string } };
    expect(opened.data.state).toBe("open");
    expect((await getApplicationStore().get(id))!.status).toBe("접수");
    const cancelled = (await cancelRoute.action({
      request: new Request(`http://localhost/applications/${id}/cancel`, {
        method: "POST",
        body: new URLSearchParams({ token }),
      }),
      params: { id },
      context: { clientAddress: "192.0.2.200", cspNonce: "" },
    })) as unknown as { data: { ok: boolean } };
    expect(cancelled.data.ok).toBe(true);
    expect((await getApplicationStore().get(id))!.status).toBe("취소");
    const done = (await texts()).find((t) => t.to === waiting.digits && t.kind === "cancellation");
    expect(done!.text).toContain(`신청번호 ${numberOf(waiting.number)}`);
    expect(done!.text).toContain("취소되었습니다");
  });
});
