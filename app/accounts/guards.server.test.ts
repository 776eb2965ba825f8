import { describe, expect, it } from "vitest";
import { createGuards } from "~/accounts/guards.server";
import { createCookieSessions, type CurrentSession } from "~/accounts/session.server";
import { parseEnv } from "~/env.server";

describe("guards: a Kakao login midway", () => {
  const { commitSession, getSession, sessionFromCookie } = createCookieSessions(() =>
    parseEnv({ NODE_ENV: "test" }),
  );
  const pending = {
    provider: "kakao",
    subject: "k1",
    email: "a@b.kr",
    name: "가",
    picture: null,
    redirectTo: "/mypage",
  };
  const requestWith = async (set: boolean) => {
    const session = await sessionFromCookie(null);
    if (set) session.set("pendingLink", pending);
    const cookie = (await commitSession(session)).split(";")[0]!;
    return new Request("http://x/auth/kakao/link", { headers: { Cookie: cookie } });
  };
  const redirectOf = (error: unknown) => (error as Response).headers.get("Location");
  const guardsFor = (signedIn: boolean) =>
    createGuards((async () => (signedIn ? { user: {} } : null)) as CurrentSession, getSession);

  it("gives the login waiting at the step to a visitor", async () => {
    const { requirePendingKakao } = guardsFor(false);
    await expect(requirePendingKakao(await requestWith(true), "pendingLink")).resolves.toEqual(
      pending,
    );
  });
  it("sends a visitor with none to /login, and a signed-in member to /", async () => {
    const noneWaiting = guardsFor(false).requirePendingKakao(
      await requestWith(false),
      "pendingLink",
    );
    expect(redirectOf(await noneWaiting.catch((e: unknown) => e))).toBe("/login");
    const member = guardsFor(true).requirePendingKakao(await requestWith(true), "pendingLink");
    expect(redirectOf(await member.catch((e: unknown) => e))).toBe("/");
  });
});
