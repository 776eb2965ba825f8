// 전화번호로 신청 조회 (issue 48 §4, decision 269) on the embedded default, through the route as
// Remix calls it: a code texted to the phone (a file in DATA_DIR/sms-outbox/) proves it and lists
// that phone's guest applications, each cancelled with its button; a wrong or altered code proves
// nothing and counts against the phone; codes sent are limited per phone, so a stranger cannot
// make the site text someone over and over.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { readTextFiles } from "../support/outbox";
import { uniquePhone } from "../support/phones";

const dataDir = mkdtempSync(path.join(tmpdir(), "phone-proof-"));
process.env.DATA_DIR = dataDir;
delete process.env.SMTP_URL;
delete process.env.FIREBASE_PROJECT_ID;
delete process.env.SOLAPI_API_KEY;

const api = await import("~/routes/api.applications");
const route = await import("~/routes/applications.lookup_.phone");
const { getApplicationStore, rateLimits } = await import("~/backends/app.server");
const { closeSqlite } = await import("~/backends/backends.server");
const { mailSenderIdle, stopMailSender } = await import("~/jobs/mail-sender.server");

afterAll(async () => {
  await stopMailSender();
  closeSqlite();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => rateLimits.reset());

type Reply = {
  data: {
    error?: string;
    ticket?: { phone: string; expires: number; mac: string };
    proof?: { phone: string; until: number; proof: string };
    list?: { id: string; number: string; status: string; mayCancel: boolean }[];
    notice?: { ok: boolean; message: string };
  };
  init: ResponseInit | null;
};

let address = 0;
async function post(fields: Record<string, string | number>, from = `192.0.2.${++address}`) {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const reply = (await route.action({
    request: new Request("http://localhost/applications/lookup/phone", { method: "POST", body }),
    params: {},
    context: { clientAddress: from, cspNonce: "" },
  })) as unknown as Reply;
  return { ...reply.data, status: reply.init?.status ?? 200 };
}

async function apply(phone: string, programId: number) {
  const response = (await api.action({
    request: new Request("http://localhost/api/applications", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "문자인증", phone, programId }),
    }),
    context: { clientAddress: `198.51.100.${++address % 250}`, cspNonce: "" },
    params: {},
  })) as Response;
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; number: number };
}

/** The last code texted to `phone`. */
async function codeSentTo(phone: string) {
  await mailSenderIdle();
  const digits = phone.replace(/-/g, "");
  const codes = readTextFiles(dataDir)
    .filter((t) => t.to === digits && t.kind === "code")
    .map((t) => /인증번호 (\d{6})/.exec(t.text)![1]!);
  return codes.at(-1)!;
}

describe("a phone proven by a texted code", () => {
  it("lists that phone's guest applications and cancels one with its button", async () => {
    const phone = uniquePhone();
    const first = await apply(phone, 7);
    const second = await apply(phone, 3);
    const sent = await post({ intent: "send", phone });
    expect(sent.status).toBe(200);
    const code = await codeSentTo(phone);
    expect(code).toMatch(/^\d{6}$/);

    const proven = await post({ intent: "verify", ...sent.ticket!, code });
    expect(proven.status).toBe(200);
    expect(proven.list!.map((a) => a.id).sort()).toEqual([first.id, second.id].sort());

    const cancelled = await post({ intent: "cancel", id: first.id, ...proven.proof! });
    expect(cancelled.notice).toMatchObject({ ok: true });
    expect((await getApplicationStore().get(first.id))!.status).toBe("취소");
    expect((await getApplicationStore().get(second.id))!.status).not.toBe("취소");
  });

  it("proves nothing with a wrong code, an altered ticket or a forged proof", async () => {
    const phone = uniquePhone();
    const mine = await apply(phone, 7);
    const sent = await post({ intent: "send", phone });
    const code = await codeSentTo(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect((await post({ intent: "verify", ...sent.ticket!, code: wrong })).status).toBe(400);
    // The ticket names another phone: the code texted to this one does not prove that one.
    const other = { ...sent.ticket!, phone: uniquePhone() };
    expect((await post({ intent: "verify", ...other, code })).status).toBe(400);
    const forged = { phone, until: Date.now() + 60_000, proof: "A".repeat(43) };
    expect((await post({ intent: "cancel", id: mine.id, ...forged })).status).toBe(401);
    expect((await getApplicationStore().get(mine.id))!.status).not.toBe("취소");
  });

  it("stops guessing after five wrong codes for a phone, from any address", async () => {
    const phone = uniquePhone();
    const sent = await post({ intent: "send", phone });
    const code = await codeSentTo(phone);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i++)
      expect((await post({ intent: "verify", ...sent.ticket!, code: wrong })).status).toBe(400);
    expect((await post({ intent: "verify", ...sent.ticket!, code })).status).toBe(429);
  });

  it("texts one phone at most three codes an hour, whoever asks", async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 3; i++) expect((await post({ intent: "send", phone })).status).toBe(200);
    const fourth = await post({ intent: "send", phone });
    expect(fourth.status).toBe(429);
    await mailSenderIdle();
    const digits = phone.replace(/-/g, "");
    expect(readTextFiles(dataDir).filter((t) => t.to === digits)).toHaveLength(3);
    expect((await post({ intent: "send", phone: "02-123-4567" })).status).toBe(400);
  });
});
