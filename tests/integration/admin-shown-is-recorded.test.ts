// Every person an admin page or its data answer shows is named in the access record it writes
// (decision 206; issue 44 §4). The list's "who took the seat" notice used to be built from a
// `seated=<ids>` query parameter: any application's name and phone could be shown by editing
// the address while the record named only the listed rows. Now the notice travels in the
// session's one-time flash, written by the action that seated them, after an entry naming them.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSqliteAccessRecordStore } from "~/records/access-records/sqlite.server";
import type { AccessRecord } from "~/records/access-records/contract";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import { createSqliteInquiryStore } from "~/records/inquiries/sqlite.server";
import { createSqliteUserStore } from "~/records/users/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { startUpAdminEnv } from "../support/built-server-hooks";
import { FormClient, signUpForm, uniqueEmail } from "../support/form-client";
import { adminWithForms } from "../support/second-factor";

const ADMIN_EMAIL = "shown-admin@example.com";
const PASSWORD = "correct-horse-42";
// Class 16 has two seats in the bundled dataset: two are seated, the third waits.
const PROGRAM = "16";
const PEOPLE = [
  { name: "한첫째", phone: "010-5101-0001", email: "shown-first@example.com" },
  { name: "한둘째", phone: "010-5101-0002", email: "shown-second@example.com" },
  { name: "한대기", phone: "010-5101-0003", email: "" },
] as const;

let server: RunningServer;
let admin: FormClient;
let db: ReturnType<typeof openSqlite>;
let records: ReturnType<typeof createSqliteAccessRecordStore>;
/** Everyone the tests put in the store, with the id an access record must name. */
const known: { id: string; words: string[] }[] = [];
const ids: Record<string, string> = {};

async function all(): Promise<AccessRecord[]> {
  return (await records.list({}, { page: 1, pageSize: 100 })).items;
}

async function writtenBy<T>(
  act: () => Promise<T>,
): Promise<{ result: T; written: AccessRecord[] }> {
  const before = new Set((await all()).map((r) => r.id));
  const result = await act();
  return { result, written: (await all()).filter((r) => !before.has(r.id)) };
}

/** The known people whose name, phone or e-mail the text shows. */
const shownIn = (text: string) =>
  known.filter((p) => p.words.some((w) => w && text.includes(w))).map((p) => p.id);

/**
 * GETs `target`, and asserts every person it shows is among the subjects of what it wrote; for
 * the review page, of the entries it shows (it writes none, decision 206).
 */
async function expectShownRecorded(target: string) {
  const { result: page, written } = await writtenBy(() => admin.get(target));
  expect(page.status, target).toBe(200);
  const review = target.startsWith("/admin/access-records");
  const named = new Set((review ? await all() : written).flatMap((r) => r.subjects));
  const shown = shownIn(page.text);
  expect(
    shown.filter((id) => !named.has(id)),
    `${target} shows people its record does not name`,
  ).toEqual([]);
  return { page, shown, written };
}

beforeAll(async () => {
  server = await startBuiltServer({
    env: { ...startUpAdminEnv({ email: ADMIN_EMAIL, password: PASSWORD }), TRUST_PROXY: "1" },
  });
  db = openSqlite(path.join(server.dataDir, "centre.sqlite"));
  records = createSqliteAccessRecordStore(db);
  admin = new FormClient(server.url);
  await adminWithForms(admin, { email: ADMIN_EMAIL, password: PASSWORD });

  const applications = createSqliteApplicationStore(db);
  for (const person of PEOPLE) {
    const applied = await new FormClient(server.url).postJson("/api/applications", {
      ...person,
      preferredTime: "",
      companions: "0",
      message: "",
      programId: PROGRAM,
      programTitle: "",
    });
    expect(applied.status, person.name).toBeLessThan(300);
    const [row] = (
      await applications.list({ programId: Number(PROGRAM) }, { page: 1, pageSize: 10 })
    ).items.filter((a) => a.name === person.name);
    ids[person.name] = row!.id;
    known.push({ id: row!.id, words: [person.name, person.phone, person.email] });
  }
  expect((await applications.get(ids["한대기"]!))!.status).toBe("대기");

  const member = new FormClient(server.url);
  const memberEmail = uniqueEmail("shown");
  expect(
    (await member.post("/register", { ...signUpForm(memberEmail), name: "한회원" })).status,
  ).toBe(302);
  const user = (await createSqliteUserStore(db).list()).find((u) => u.email === memberEmail)!;
  known.push({ id: user.uid, words: [user.name, memberEmail] });
  const inquiry = await createSqliteInquiryStore(db).create(
    {
      name: "한문의",
      email: "shown-asker@example.com",
      phone: "010-5101-0009",
      category: "기타",
      title: "주차 문의",
      message: "주차가 되나요?",
      userId: null,
    },
    new Date(),
  );
  known.push({ id: inquiry.id, words: ["한문의", "shown-asker@example.com", "010-5101-0009"] });
  ids.inquiry = inquiry.id;
  ids.member = user.uid;
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

describe("what an admin page shows, its access record names", () => {
  it("a `seated` parameter naming applications off the page shows none of them", async () => {
    const seated = PEOPLE.map((p) => ids[p.name]).join(",");
    for (const target of [
      `/admin/applications?program=5&status=취소&seated=${seated}`,
      `/admin/applications.data?program=5&status=취소&seated=${seated}`,
    ]) {
      const { page, shown } = await expectShownRecorded(target);
      expect(shown, target).toEqual([]);
      for (const person of PEOPLE) expect(page.text).not.toContain(person.phone);
    }
  });

  it("every admin page and data answer names in its record everyone it shows", async () => {
    const pages = [
      "/admin",
      "/admin/users",
      `/admin/users/${ids.member}`,
      "/admin/inquiries",
      `/admin/inquiries/${ids.inquiry}`,
      "/admin/applications",
      `/admin/applications?program=${PROGRAM}`,
      `/admin/programs/${PROGRAM}/roster`,
      `/admin/programs/${PROGRAM}/attendance-sheet`,
      `/admin/programs/${PROGRAM}/attendance`,
      "/admin/access-records",
      "/admin/lottery",
    ];
    for (const target of pages) {
      await expectShownRecorded(target);
      const dataPath = target === "/admin" ? "/admin.data" : target.replace(/(\?|$)/, ".data$1");
      await expectShownRecorded(dataPath);
    }
  });

  it("the review page names a member it shows by name and e-mail, as a subject of an entry", async () => {
    const { page, shown } = await expectShownRecorded("/admin/access-records?action=view");
    expect(shown).toContain(ids.member);
    expect(page.text).toMatch(/한회원 \(shown-[\w-]+@example\.com\)/);
  });

  it("the cancel confirm step names the first in line it shows", async () => {
    // Over a list of another class, so the list's own entry does not name them by chance.
    const { result: step, written } = await writtenBy(() =>
      admin.post("/admin/applications?index&program=5", {
        intent: "status",
        id: ids["한첫째"]!,
        status: "취소",
      }),
    );
    expect(step.status).toBe(200);
    expect(step.text).toContain(
      "대기 1번 한대기 님이 접수로 올라가고, 이메일이 없어 010-5101-0003로 문자를 보냅니다.",
    );
    expect(step.text).toContain("010-5101-0003");
    const named = written.flatMap((r) => r.subjects);
    expect(named).toContain(ids["한첫째"]);
    expect(named).toContain(ids["한대기"]);
  });

  it("after a staff cancel, the seated applicant is named once, by the session, and recorded", async () => {
    const { result: cancelled, written } = await writtenBy(() =>
      admin.post(`/admin/applications?index&program=${PROGRAM}`, {
        intent: "status",
        id: ids["한첫째"]!,
        status: "취소",
        confirm: "yes",
      }),
    );
    expect(cancelled.status).toBe(302);
    // The address names nobody: the notice is in the session's one-time flash.
    expect(cancelled.location).not.toContain(ids["한대기"]!);
    expect(cancelled.location).not.toContain("seated");
    expect(written.flatMap((r) => r.subjects)).toContain(ids["한대기"]);
    const seatedEntry = written.find((r) => r.subjects.includes(ids["한대기"]!));
    expect(seatedEntry).toMatchObject({ action: "change", target: "applications" });

    const landed = await admin.get(cancelled.location!);
    expect(landed.text).toMatch(/대기 1번 한대기 님\(A-\d+\)이 접수로 올라갔습니다\./);
    // Texts go to files on the embedded default: the seat is texted, and the notice says so.
    expect(landed.text).toContain("이메일이 없어 문자로 알렸습니다(010-5101-0003)");
    // Read once: the next look shows the list, not the notice.
    const again = await admin.get(cancelled.location!);
    expect(again.text).not.toContain("접수로 올라갔습니다");
  });
});
