// Cancelling (decision 145) through the receipt mail's link in a browser without JavaScript. The
// cancel itself worked, but the answer was HTTP 410: on a document POST Remix runs the page's
// loader after the action, the loader met the link's token that the cancel had just used up, and
// its 410 became the status of the page that said "신청이 취소되었습니다". Here the browser's steps
// are plain HTTP on the production build: open the link, post the form it shows, follow redirects.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { readOutbox } from "../support/outbox";

/** The cancel link in the receipt mail to `email` (the mail is written just after the answer). */
async function cancelLinkFor(server: RunningServer, email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mail = readOutbox(server.dataDir).find(
      (m) => m.to.includes(email) && /취소하시려면/.test(m.text),
    );
    const link =
      mail && /https?:\/\/\S+\/applications\/[^/\s]+\/cancel\?token=[\w-]+/.exec(mail.text);
    if (link) return link[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no receipt mail to ${email}`);
}

/** What a browser posts for the page's one form: its action (relative to the page) and fields. */
function formOf(html: string, pageUrl: string) {
  const form = /<form\b[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error("the page shows no form");
  const action = /\baction="([^"]*)"/.exec(form[0])?.[1]?.replaceAll("&amp;", "&");
  const fields = new URLSearchParams();
  for (const input of form[1]!.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input[0])?.[1];
    const value = /\bvalue="([^"]*)"/.exec(input[0])?.[1] ?? "";
    if (name) fields.set(name, value);
  }
  return { target: new URL(action ?? "", pageUrl).toString(), fields };
}

describe("cancelling from the mail's link without JavaScript", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers the cancel with a success page (2xx after redirects), and the used link with 410 saying it is cancelled", async () => {
    const email = "nojs-cancel@example.com";
    const applied = await fetch(`${server.url}/api/applications`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ programId: 7, name: "김취소", phone: "010-5151-6262", email }),
    });
    expect(applied.status).toBe(201);
    const link = (await cancelLinkFor(server, email)).replace(/^https?:\/\/[^/]+/, server.url);

    const page = await fetch(link);
    expect(page.status).toBe(200);
    const { target, fields } = formOf(await page.text(), link);
    expect(fields.get("token")).toBeTruthy();

    // A browser posts the form (same origin) and follows any redirect with a GET.
    const done = await fetch(target, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: fields.toString(),
    });
    expect(done.status).toBeGreaterThanOrEqual(200);
    expect(done.status).toBeLessThan(300);
    const text = await done.text();
    expect(text).toMatch(/신청이 취소되었습니다|이미 취소된 신청입니다/);
    expect(text).not.toMatch(/취소 링크가 올바르지 않거나/);
    expect(done.headers.get("cache-control")).toMatch(/no-store/);

    // The link is used up (410), and says so in the words of decision 183, not as a broken link.
    const reopened = await fetch(link);
    expect(reopened.status).toBe(410);
    const reopenedText = await reopened.text();
    expect(reopenedText).toContain("이미 취소된 신청입니다");
    expect(reopenedText).not.toMatch(/취소 링크가 올바르지 않거나/);
  });
});
