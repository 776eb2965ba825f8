// Members' rights over HTTP on the production build (decisions 213, 214). Attack: a visitor, or a
// member naming someone else, asks for the data file. Only the signed-in member's own data comes
// back, as a private attachment; my page says what leaving deletes and keeps.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RETENTION_PERIODS } from "~/domain/retention";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { FormClient } from "../support/form-client";
import { queryStore, signedUpMember, unique, validApplication } from "./forms-client";

let server: RunningServer;

beforeAll(async () => {
  server = await startBuiltServer({ env: { TRUST_PROXY: "1" } });
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

async function memberWhoApplied(label: string) {
  const member = await signedUpMember(server);
  const name = `${label}${unique().slice(-4)}`;
  const applied = await member.client.post("/apply", {
    ...validApplication,
    name,
    consent: "on",
    ageConfirm: "on",
  });
  expect(applied.status, applied.text.slice(0, 300)).toBe(303);
  const [row] = queryStore<{ uid: string }>(
    server,
    "SELECT uid FROM users WHERE email = ?",
    member.email,
  );
  return { ...member, name, uid: row!.uid };
}

describe("GET /mypage/data (내 정보 내려받기)", () => {
  it("sends a visitor to the login page and gives out nothing", async () => {
    const response = await new FormClient(server.url).get("/mypage/data");
    expect(response.status).toBe(302);
    expect(response.location).toMatch(/^\/login\?redirectTo=%2Fmypage%2Fdata/);
    expect(response.text).not.toContain("회원_정보");
  });

  it("gives a member their own data only, as a private JSON attachment with a Korean file name", async () => {
    const mine = await memberWhoApplied("내려받기가");
    const other = await memberWhoApplied("내려받기나");
    // Naming the other member changes nothing: the session alone decides whose data it is.
    for (const target of ["/mypage/data", `/mypage/data?uid=${other.uid}`]) {
      const response = await mine.client.get(target);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const disposition = response.headers.get("content-disposition") ?? "";
      expect(disposition).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"/);
      expect(disposition).toContain(
        `filename*=UTF-8''${encodeURIComponent("청라문화교육센터_내정보_")}`,
      );
      const data = JSON.parse(response.text) as {
        회원_정보: { 이메일: string };
        동의_기록: Record<string, string | null>;
        수강_신청: { 이름: string }[];
      };
      expect(data.회원_정보.이메일).toBe(mine.email);
      expect(Object.values(data.동의_기록).every((at) => /\+09:00$/.test(at ?? ""))).toBe(true);
      expect(data.수강_신청.map((a) => a.이름)).toEqual([mine.name]);
      for (const foreign of [other.email, other.name, other.uid])
        expect(response.text).not.toContain(foreign);
    }
  });
});

describe("/mypage 회원 탈퇴", () => {
  it("says what is deleted at once and what is kept, for how long and why", async () => {
    const member = await memberWhoApplied("탈퇴안내");
    const page = (await member.client.get("/mypage")).text;
    expect(page).toContain("탈퇴하면 바로 삭제되는 정보");
    expect(page).toContain("탈퇴 후에도 보관되는 정보");
    expect(page).toContain(RETENTION_PERIODS.application);
    expect(page).toContain(RETENTION_PERIODS.inquiry);
    expect(page).toContain('href="/mypage/data"');
  });
});
