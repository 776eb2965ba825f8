// Attacks of issue 44 on a guest's application, against the production build (embedded default;
// both backends' side is in tests/integration/applications.contract.test.ts):
// 1. The look-up took name + phone + 신청번호, and the number is a counter: an attacker who knows
//    a person's name and phone reads where the counter stands from an application of their own,
//    tries the numbers near it from several addresses (past the per-address limit) and cancels
//    the person's application. Now the look-up also needs the 조회 코드 given only to the
//    applicant, failures count per phone and per number from any address (decision 234).
// 2. The one-live-application rule matched the phone alone: a stranger who applied first with a
//    person's phone kept them out of the class (409), and the 201/409 told whether the phone held
//    an application. Now a phone refuses nobody; staff see likely duplicates (decision 235).
import { describe, expect, it } from "vitest";
import { formatApplicationNumber } from "~/domain/application";
import { adminServerForThisFile } from "../support/built-server-hooks";
import { FormClient } from "../support/form-client";
import { readOutbox } from "../support/outbox";
import { uniquePhone } from "../support/phones";
import { passSecondFactorWithForms, TEST_ADMIN_TOTP_SECRET } from "../support/second-factor";
import { queryStore } from "./forms-client";

const ADMIN = { email: "office@centre.test", password: "office-pass-123" };

const server = adminServerForThisFile(ADMIN);

const application = (fields: Record<string, unknown>) => ({
  preferredTime: "",
  companions: "0",
  message: "",
  consent: true,
  ageConfirm: true,
  ...fields,
});

const statusOf = (id: string) =>
  queryStore<{ status: string }>(server, "SELECT status FROM applications WHERE id = ?", id)[0]
    ?.status;

describe("a guest's application and a stranger who knows the name and phone", () => {
  it("is never shown or cancelled by any number near it, from eight addresses", async () => {
    const victim = { name: "김피해", phone: uniquePhone(), email: "victim-44@example.com" };
    const applied = await new FormClient(server.url).postJson(
      "/api/applications",
      application({ ...victim, programId: 7 }),
    );
    expect(applied.status).toBe(201);
    const victimId = String(applied.body.id);
    // The attacker's own application shows where the counter stands, and its own code.
    const own = await new FormClient(server.url).postJson(
      "/api/applications",
      application({ name: "공격자", phone: uniquePhone(), email: "", programId: 7 }),
    );
    expect(own.status).toBe(201);
    const near = Number(own.body.number);
    const codes = ["0000-0000", String(own.body.lookupCode), "ZZZZ-ZZZZ"];

    const addresses = Array.from(
      { length: 8 },
      (_, i) => new FormClient(server.url, `127.0.0.${i + 2}`),
    );
    const answers: number[] = [];
    let tries = 0;
    for (let number = near - 6; number <= near + 2; number++) {
      if (number < 1) continue;
      for (const code of codes) {
        const client = addresses[tries++ % addresses.length]!;
        const answer = await client.post("/applications/lookup", {
          ...victim,
          number: formatApplicationNumber(number),
          code,
          intent: "cancel",
        });
        answers.push(answer.status);
        expect(answer.text).not.toContain("신청이 취소되었습니다.");
        expect(answer.text).not.toContain('data-testid="lookup-status"');
      }
    }
    // Every try was "not found" or, once the phone's failures ran out, "too many".
    expect(new Set(answers)).toEqual(new Set([404, 429]));
    expect(statusOf(victimId)).toBe("접수");
    // Nobody mailed the victim a cancellation.
    const toVictim = readOutbox(server.dataDir).filter((m) => m.to.includes(victim.email));
    expect(toVictim.filter((m) => m.text.includes("다시 신청하시려면"))).toEqual([]);
  });

  it("the victim's own code still shows it, and cancels it, from an address of their own", async () => {
    const victim = { name: "김본인", phone: uniquePhone(), email: "" };
    const applied = await new FormClient(server.url).postJson(
      "/api/applications",
      application({ ...victim, programId: 8 }),
    );
    expect(applied.body.lookupCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const cancelled = await new FormClient(server.url).post("/applications/lookup", {
      ...victim,
      number: formatApplicationNumber(Number(applied.body.number)),
      code: String(applied.body.lookupCode),
      intent: "cancel",
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.text).toContain("신청이 취소되었습니다.");
    expect(statusOf(String(applied.body.id))).toBe("취소");
  });
});

describe("a stranger applying first with somebody's phone", () => {
  it("keeps the owner out of no class, and the answers tell nobody the phone had applied", async () => {
    const phone = uniquePhone();
    const stranger = new FormClient(server.url);
    const owner = new FormClient(server.url);
    for (const programId of [7, 8, 12]) {
      const squat = await stranger.postJson(
        "/api/applications",
        application({ name: "아무개", phone, email: "", programId }),
      );
      expect(squat.status).toBe(201);
      const own = await owner.postJson(
        "/api/applications",
        application({ name: "김주인", phone, email: "", programId }),
      );
      const fresh = await owner.postJson(
        "/api/applications",
        application({ name: "김주인", phone: uniquePhone(), email: "", programId }),
      );
      expect(own.status).toBe(201);
      expect(Object.keys(own.body).sort()).toEqual(Object.keys(fresh.body).sort());
      expect(own.body).toMatchObject({ status: fresh.body.status, programId });
    }
    // Staff see the two with one phone side by side, marked for their judgement.
    const admin = new FormClient(server.url);
    expect((await admin.post("/login", ADMIN)).status).toBe(302);
    await passSecondFactorWithForms(admin, TEST_ADMIN_TOTP_SECRET);
    const list = await admin.get("/admin/applications?program=12");
    expect(list.status).toBe(200);
    const rows = list.text.split("<tr").filter((row) => row.includes(phone));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toContain("중복 의심");
  });
});
