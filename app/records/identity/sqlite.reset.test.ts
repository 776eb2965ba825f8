// Decision 043's reset tokens: a wrong one is answered before any scrypt work (it used to hash the
// new password first, so every guess cost the server a password hash).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it, vi } from "vitest";
import { createSqliteIdentityStore } from "~/records/identity/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";

const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock("~/records/identity/password.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/records/identity/password.server")>();
  return {
    ...original,
    hashPassword: async (password: string) => {
      hashes.count++;
      return original.hashPassword(password);
    },
  };
});

const dir = mkdtempSync(path.join(tmpdir(), "reset-lookup-"));
const db = openSqlite(path.join(dir, "test.sqlite"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

it("looks the reset token up before hashing: a wrong one costs no scrypt", async () => {
  const mails: string[] = [];
  const backend = createSqliteIdentityStore(db, {
    sendMail: async (mail) => void mails.push(mail.text),
  });
  await backend.signUp("member@example.com", "secret1");
  hashes.count = 0;
  await expect(backend.resetPassword("made-up-token", "brandnew1")).rejects.toMatchObject({
    code: "invalid-action-code",
  });
  await expect(backend.checkPasswordResetCode("made-up-token")).rejects.toMatchObject({
    code: "invalid-action-code",
  });
  expect(hashes.count).toBe(0);

  await backend.sendPasswordReset("member@example.com", "http://site");
  const token = decodeURIComponent(/token=(\S+)/.exec(mails.at(-1)!)![1]!);
  await backend.checkPasswordResetCode(token);
  await backend.resetPassword(token, "brandnew1");
  expect(hashes.count).toBe(1);
  expect(
    (await backend.getAccount((await backend.signIn("member@example.com", "brandnew1")).uid))
      ?.emailVerified,
  ).toBe(true);
});
