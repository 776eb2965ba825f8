// One contract for both account backends, driven through the accounts service (auth + users):
// SQLite always; Firebase against the Auth and Firestore emulators (started by the vitest global
// setup; skipped with the printed reason only when an emulator cannot start).
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import path from "node:path";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { afterAll, describe, expect, inject, it } from "vitest";
import {
  AuthError,
  EMAIL_VERIFICATION_TTL_MS,
  RESET_TOKEN_TTL_MS,
} from "~/records/identity/contract";
import { createFirebaseIdentityStore } from "~/records/identity/firebase.server";
import {
  ADMIN_IDLE_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_AFTER_MS,
} from "~/domain/session-lifetime";
import { createFirestoreSessionStore } from "~/records/sessions/firestore.server";
import { createSqliteSessionStore } from "~/records/sessions/sqlite.server";
import {
  createAccountsService,
  RefusedDeletionError,
  type AccountsService,
} from "~/accounts/service.server";
import { createSqliteIdentityStore } from "~/records/identity/sqlite.server";
import { authErrorMessage } from "~/domain/auth-errors";
import { ADMIN_USER_MESSAGES } from "~/domain/admin-users";
import { createFirestoreUserStore } from "~/records/users/firestore.server";
import { createSqliteUserStore } from "~/records/users/sqlite.server";
import type { UserStore } from "~/records/users/contract";
import { openSqlite } from "~/connections/sqlite.server";
import { AUTH_EMULATOR_PROJECT } from "../support/auth-emulator";
import { describeOnEmulators } from "../support/emulator-suite";

const authEmulator = inject("authEmulator");
const firestoreEmulator = inject("firestoreEmulator");

const ADMIN_EMAIL = "director@cheongna.example";

type Harness = {
  accounts: AccountsService;
  users: UserStore;
  deleted: string[];
  /** The reset token / action code most recently sent to `email`. */
  lastResetToken: (email: string) => Promise<string>;
  /** The code of the newest verification link (ours, `/verify-email?code=`) mailed to `email`. */
  lastVerificationCode: (email: string) => string;
  /** Firebase only: a change made in the Firebase console (outside the site). */
  console?: { setEmailVerified: (uid: string, verified: boolean) => Promise<void> };
  /** Moves the service's clock (and so the sessions') forward. */
  advanceClock: (ms: number) => void;
  /** Removes the account at the identity provider behind the site's back (Firebase console). */
  deleteAtProvider: (uid: string) => Promise<void>;
  /** Disables the account at the identity provider (Firebase console); absent on the embedded default. */
  disableAtProvider?: (uid: string) => Promise<void>;
};

const CONSENTS = {
  termsConsentAt: "2026-05-06T07:08:09.010Z",
  privacyConsentAt: "2026-05-06T07:08:09.010Z",
};
const uniqueEmail = (label = "member") => `${label}-${randomUUID().slice(0, 8)}@example.com`;

type HarnessOptions = { adminEmail?: string };

/** Verification mails as the service sends them (both backends: our link through our mailer). */
function verificationMailbox() {
  const mails: { to: string; text: string }[] = [];
  return {
    sendMail: async (mail: { to: string; text: string }) => void mails.push(mail),
    lastCode: (email: string) => {
      const mail = mails.filter((m) => m.to === email && m.text.includes("/verify-email?")).at(-1);
      const match = mail && /\/verify-email\?code=([^\s]+)/.exec(mail.text);
      if (!match) throw new Error(`no verification mail to ${email}`);
      return new URLSearchParams(`code=${match[1]}`).get("code")!;
    },
  };
}

function contract(name: string, makeHarness: (options?: HarnessOptions) => Promise<Harness>) {
  describe(`accounts: ${name}`, () => {
    it("signs up with every spec field on the user document, and the session knows the member", async () => {
      const h = await makeHarness();
      const email = uniqueEmail();
      const signedIn = await h.accounts.register({
        email,
        password: "secret1",
        name: "홍길동",
        phoneNumber: "010-2222-3333",
        interests: ["음악"],
      });
      const user = await h.users.get(signedIn.uid);
      expect(user).toMatchObject({
        uid: signedIn.uid,
        name: "홍길동",
        email,
        phoneNumber: "010-2222-3333",
        interests: ["음악"],
        enrolledPrograms: [],
        profileImage: null,
        role: "user",
        provider: "email",
        isAdmin: false,
        status: "active",
      });
      expect(user!.lastLogin).not.toBeNull();
      expect(user!.createdAt).toBe(user!.updatedAt);
      expect(await h.accounts.sessionUser(signedIn.sessionToken)).toMatchObject({
        uid: signedIn.uid,
        email,
        name: "홍길동",
        role: "user",
        isAdmin: false,
        provider: "email",
      });
    });

    it("stores the two sign-up consent times on the user document; a profile change keeps them", async () => {
      const h = await makeHarness();
      const termsConsentAt = "2026-05-06T07:08:09.010Z";
      const privacyConsentAt = "2026-05-06T07:08:09.011Z";
      const signedIn = await h.accounts.register({
        email: uniqueEmail(),
        password: "secret1",
        name: "홍길동",
        termsConsentAt,
        privacyConsentAt,
      });
      expect(await h.users.get(signedIn.uid)).toMatchObject({ termsConsentAt, privacyConsentAt });
      await h.accounts.updateProfile(signedIn.uid, { name: "홍길순" });
      expect(await h.users.get(signedIn.uid)).toMatchObject({
        name: "홍길순",
        termsConsentAt,
        privacyConsentAt,
      });
      expect((await h.users.list()).find((u) => u.uid === signedIn.uid)).toMatchObject({
        termsConsentAt,
        privacyConsentAt,
      });
      const kakao = {
        provider: "kakao",
        subject: randomUUID(),
        email: null,
        name: `카카오${randomUUID().slice(0, 6)}`,
        picture: null,
      };
      // A new Kakao member gives the same two consents before an account exists.
      expect(await h.accounts.socialLogin(kakao)).toEqual({ kind: "needs-consent" });
      expect((await h.users.list()).some((user) => user.name === kakao.name)).toBe(false);
      const social = await h.accounts.socialLogin(kakao, undefined, {
        termsConsentAt,
        privacyConsentAt,
      });
      expect(social).toMatchObject({ kind: "signed-in", created: true });
      if (social.kind === "signed-in") {
        expect(await h.users.get(social.signedIn.uid)).toMatchObject({
          termsConsentAt,
          privacyConsentAt,
        });
      }
      // Signing in again asks nothing more.
      expect(await h.accounts.socialLogin(kakao)).toMatchObject({
        kind: "signed-in",
        created: false,
      });
    });

    it("refuses a second account with the same e-mail (any case)", async () => {
      const h = await makeHarness();
      const email = uniqueEmail();
      await h.accounts.register({ email, password: "secret1", name: "홍길동" });
      await expect(
        h.accounts.register({ email: email.toUpperCase(), password: "secret2", name: "김철수" }),
      ).rejects.toMatchObject({ code: "email-already-in-use" });
    });

    it("answers a wrong password and an unknown e-mail with the same message", async () => {
      const h = await makeHarness();
      const email = uniqueEmail();
      await h.accounts.register({ email, password: "secret1", name: "홍길동" });
      const wrong = await h.accounts.login(email, "nope-nope").catch((e: AuthError) => e);
      const unknown = await h.accounts
        .login(uniqueEmail("nobody"), "secret1")
        .catch((e: AuthError) => e);
      expect(wrong).toBeInstanceOf(AuthError);
      expect(unknown).toBeInstanceOf(AuthError);
      expect(authErrorMessage((wrong as AuthError).code)).toBe(
        "이메일 또는 비밀번호가 올바르지 않습니다.",
      );
      expect(authErrorMessage((unknown as AuthError).code)).toBe(
        authErrorMessage((wrong as AuthError).code),
      );
    });

    it("rewrites lastLogin and role at each sign-in; a stored admin role stays", async () => {
      const h = await makeHarness();
      const admin = await h.accounts.register({
        email: ADMIN_EMAIL.replace("@", `+${randomUUID().slice(0, 4)}@`),
        password: "secret1",
        name: "x",
      });
      expect((await h.users.get(admin.uid))!.role).toBe("user"); // a look-alike address is not the admin

      const member = await h.accounts.register({
        email: uniqueEmail(),
        password: "secret1",
        name: "멤버",
      });
      const before = (await h.users.get(member.uid))!;
      await h.users.update(member.uid, { role: "admin" });
      await new Promise((r) => setTimeout(r, 5));
      const again = await h.accounts.login(before.email, "secret1");
      const after = (await h.users.get(again.uid))!;
      expect(after.lastLogin! > before.lastLogin!).toBe(true);
      expect(after.role).toBe("admin"); // a stored admin role stays
      expect(await h.accounts.sessionUser(again.sessionToken)).toMatchObject({
        isAdmin: true,
        role: "admin",
      });
    });

    it("a sign-up with the administrator address gets no rights until the address is verified", async () => {
      const adminEmail = uniqueEmail("director");
      const h = await makeHarness({ adminEmail });
      const signedIn = await h.accounts.register({
        email: adminEmail,
        password: "admin-secret",
        name: "사칭",
      });
      expect(await h.users.get(signedIn.uid)).toMatchObject({
        role: "user",
        isAdmin: false,
        emailVerified: false,
      });
      expect(await h.accounts.sessionUser(signedIn.sessionToken)).toMatchObject({
        isAdmin: false,
        emailVerified: false,
      });
      const again = await h.accounts.login(adminEmail, "admin-secret");
      expect(await h.accounts.sessionUser(again.sessionToken)).toMatchObject({
        isAdmin: false,
        role: "user",
      });

      expect(await h.accounts.sendEmailVerification(signedIn.uid, "http://site")).toBe("sent");
      expect(await h.accounts.verifyEmail(h.lastVerificationCode(adminEmail))).toBe(signedIn.uid);
      expect(await h.users.get(signedIn.uid)).toMatchObject({
        role: "admin",
        isAdmin: true,
        emailVerified: true,
      });
      expect(await h.accounts.sessionUser(again.sessionToken)).toMatchObject({
        isAdmin: true,
        emailVerified: true,
      });
      // Verified, the address is admin at every sign-in and profile load, whatever was stored.
      await h.users.update(signedIn.uid, { role: "user" });
      await h.accounts.login(adminEmail, "admin-secret");
      expect((await h.users.get(signedIn.uid))!).toMatchObject({ role: "admin", isAdmin: true });
    });

    it("verification links: single use, bound to the account, answered 'already verified' afterwards", async () => {
      const h = await makeHarness();
      const email = uniqueEmail();
      const signedIn = await h.accounts.register({ email, password: "secret1", name: "홍길동" });
      expect(await h.accounts.sendEmailVerification(signedIn.uid, "http://site")).toBe("sent");
      const code = h.lastVerificationCode(email);
      await expect(h.accounts.verifyEmail(`${code}x`)).rejects.toMatchObject({
        code: "invalid-action-code",
      });
      expect((await h.users.get(signedIn.uid))!.emailVerified).toBe(false);
      expect(await h.accounts.verifyEmail(code)).toBe(signedIn.uid);
      await expect(h.accounts.verifyEmail(code)).rejects.toMatchObject({
        code: "invalid-action-code",
      });
      expect(await h.accounts.sessionUser(signedIn.sessionToken)).toMatchObject({
        emailVerified: true,
      });
      expect(await h.accounts.sendEmailVerification(signedIn.uid, "http://site")).toBe(
        "already-verified",
      );
    });

    it("a reset code is no verification code, and a used reset link also proves the address", async () => {
      const h = await makeHarness();
      const email = uniqueEmail();
      const signedIn = await h.accounts.register({ email, password: "secret1", name: "홍길동" });
      await h.accounts.sendPasswordReset(email, "http://site");
      const token = await h.lastResetToken(email);
      await expect(h.accounts.verifyEmail(token)).rejects.toMatchObject({
        code: "invalid-action-code",
      });
      await expect(h.accounts.checkPasswordResetCode(token)).resolves.toBeUndefined();
      await expect(h.accounts.checkPasswordResetCode(`${token}x`)).rejects.toMatchObject({
        code: "invalid-action-code",
      });
      await h.accounts.resetPassword(token, "brandnew1");
      await expect(h.accounts.checkPasswordResetCode(token)).rejects.toMatchObject({
        code: "invalid-action-code",
      });
      expect((await h.users.get(signedIn.uid))!.emailVerified).toBe(true);
    });

    it("reading a verification code's address uses nothing (a mail scanner's GET); only applying it verifies", async () => {
      const h = await makeHarness();
      const email = uniqueEmail();
      const signedIn = await h.accounts.register({ email, password: "secret1", name: "홍길동" });
      expect(await h.accounts.sendEmailVerification(signedIn.uid, "http://site")).toBe("sent");
      const code = h.lastVerificationCode(email);
      expect(await h.accounts.checkEmailVerification(code)).toEqual({ email });
      expect(await h.accounts.checkEmailVerification(code)).toEqual({ email });
      expect((await h.users.get(signedIn.uid))!.emailVerified).toBe(false);
      expect(await h.accounts.sessionUser(signedIn.sessionToken)).toMatchObject({
        emailVerified: false,
      });
      await expect(h.accounts.checkEmailVerification(`${code}x`)).rejects.toMatchObject({
        code: "invalid-action-code",
      });
      // A reset code is no verification code, for reading either.
      await h.accounts.sendPasswordReset(email, "http://site");
      await expect(
        h.accounts.checkEmailVerification(await h.lastResetToken(email)),
      ).rejects.toMatchObject({ code: "invalid-action-code" });
      // Still unused: the owner's confirmation applies it, and then it is spent.
      expect(await h.accounts.verifyEmail(code)).toBe(signedIn.uid);
      expect((await h.users.get(signedIn.uid))!.emailVerified).toBe(true);
      await expect(h.accounts.checkEmailVerification(code)).rejects.toMatchObject({
        code: "invalid-action-code",
      });
    });

    it("the configured administrator's account cannot be deleted while ADMIN_EMAIL names it", async () => {
      const adminEmail = uniqueEmail("director");
      const h = await makeHarness({ adminEmail });
      const admin = await h.accounts.register({
        email: adminEmail,
        password: "admin-secret",
        name: "관리자",
      });
      await h.accounts.sendEmailVerification(admin.uid, "http://site");
      await h.accounts.verifyEmail(h.lastVerificationCode(adminEmail));
      // Another administrator who can sign in does not make it deletable.
      const deputy = await h.accounts.register({
        email: uniqueEmail("deputy"),
        password: "secret1",
        name: "부관리자",
      });
      await h.users.update(deputy.uid, { role: "admin", isAdmin: true });
      const refusal = await h.accounts.deleteAccount(admin.uid).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(RefusedDeletionError);
      expect((refusal as RefusedDeletionError).userMessage).toBe(
        ADMIN_USER_MESSAGES.fixedAdminDelete,
      );
      expect(await h.accounts.deletionRefusal(admin.uid)).toBe(
        ADMIN_USER_MESSAGES.fixedAdminDelete,
      );
      expect(await h.users.get(admin.uid)).not.toBeNull();
      await expect(h.accounts.login(adminEmail, "admin-secret")).resolves.toBeTruthy();

      // An unverified sign-up squatting the address is nobody's administrator: it may go.
      const squatted = uniqueEmail("director");
      const s = await makeHarness({ adminEmail: squatted });
      const keeper = await s.accounts.register({
        email: uniqueEmail("keeper"),
        password: "secret1",
        name: "관리자",
      });
      await s.users.update(keeper.uid, { role: "admin", isAdmin: true });
      const squatter = await s.accounts.register({
        email: squatted,
        password: "squat-pw",
        name: "사칭",
      });
      expect(await s.accounts.deletionRefusal(squatter.uid)).toBeNull();
      await s.accounts.deleteAccount(squatter.uid);
      expect(await s.users.get(squatter.uid)).toBeNull();
    });

    it("never deletes or demotes the last administrator who can sign in (password-less ones do not count)", async () => {
      const h = await makeHarness({ adminEmail: uniqueEmail("director") });
      const admin = await h.accounts.register({
        email: uniqueEmail("chief"),
        password: "admin-secret",
        name: "관리자",
      });
      await h.users.update(admin.uid, { role: "admin", isAdmin: true });
      const demoteSelf = { role: "user", status: "active" } as const;
      const refusal = await h.accounts.deleteAccount(admin.uid).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(RefusedDeletionError);
      expect((refusal as RefusedDeletionError).userMessage).toBe(ADMIN_USER_MESSAGES.lastAdmin);
      expect(await h.users.get(admin.uid)).not.toBeNull();
      expect(await h.accounts.sessionUser(admin.sessionToken)).toMatchObject({ isAdmin: true });

      // An inactive admin cannot sign in: it does not count.
      const other = await h.accounts.register({
        email: uniqueEmail(),
        password: "secret1",
        name: "부관리자",
      });
      await h.users.update(other.uid, { role: "admin", isAdmin: true, status: "inactive" });
      await expect(h.accounts.deleteAccount(admin.uid)).rejects.toBeInstanceOf(
        RefusedDeletionError,
      );
      // A member without any way to sign in (a demo member: a user document, no password, no
      // Kakao link) promoted to admin does not count either.
      const demo = await h.users.create({
        uid: `demo-${randomUUID().slice(0, 8)}`,
        name: "김데모",
        email: uniqueEmail("demo"),
        provider: "email",
      });
      await h.users.update(demo.uid, { role: "admin", isAdmin: true });
      expect(await h.accounts.deletionRefusal(admin.uid)).toBe(ADMIN_USER_MESSAGES.lastAdmin);
      expect(await h.accounts.changeRefusal(admin.uid, demoteSelf)).toBe(
        ADMIN_USER_MESSAGES.lastAdmin,
      );
      await expect(h.accounts.deleteAccount(admin.uid)).rejects.toBeInstanceOf(
        RefusedDeletionError,
      );
      // A Kakao-only administrator signs in without a password: that one counts.
      const kakao = await h.accounts.socialLogin(
        { provider: "kakao", subject: randomUUID(), email: null, name: "카카오", picture: null },
        undefined,
        CONSENTS,
      );
      if (kakao.kind !== "signed-in") throw new Error("unreachable");
      await h.users.update(kakao.signedIn.uid, { role: "admin", isAdmin: true });
      expect(await h.accounts.changeRefusal(admin.uid, demoteSelf)).toBeNull();
      if (h.disableAtProvider) {
        // Disabled in the Firebase console: cannot sign in, does not count.
        await h.disableAtProvider(kakao.signedIn.uid);
        expect(await h.accounts.deletionRefusal(admin.uid)).toBe(ADMIN_USER_MESSAGES.lastAdmin);
        await h.users.update(other.uid, { status: "active" });
      }
      expect(await h.accounts.deletionRefusal(admin.uid)).toBeNull();
      await h.accounts.deleteAccount(admin.uid);
      expect(await h.users.get(admin.uid)).toBeNull();
    });

    it("social login: the administrator address counts only when the provider says it is verified", async () => {
      const adminEmail = uniqueEmail("director");
      const h = await makeHarness({ adminEmail });
      const unverified = {
        provider: "kakao",
        subject: randomUUID(),
        email: adminEmail,
        name: "카카오",
        picture: null,
        emailVerified: false,
      };
      const first = await h.accounts.socialLogin(unverified, undefined, CONSENTS);
      if (first.kind !== "signed-in") throw new Error("unreachable");
      expect(await h.accounts.sessionUser(first.signedIn.sessionToken)).toMatchObject({
        isAdmin: false,
        emailVerified: false,
      });
      const verified = await h.accounts.socialLogin({ ...unverified, emailVerified: true });
      if (verified.kind !== "signed-in") throw new Error("unreachable");
      expect(verified.signedIn.uid).toBe(first.signedIn.uid);
      expect(await h.accounts.sessionUser(verified.signedIn.sessionToken)).toMatchObject({
        isAdmin: true,
        emailVerified: true,
      });
    });

    it("refuses an inactive user and ends their existing session", async () => {
      const h = await makeHarness();
      const email = uniqueEmail();
      const signedIn = await h.accounts.register({ email, password: "secret1", name: "홍길동" });
      const other = await h.accounts.login(email, "secret1");
      await h.users.update(signedIn.uid, { status: "inactive" });
      expect(await h.accounts.sessionUser(signedIn.sessionToken)).toBeNull();
      await h.users.update(signedIn.uid, { status: "active" });
      expect(await h.accounts.sessionUser(other.sessionToken)).toBeNull(); // all of them ended
      await h.users.update(signedIn.uid, { status: "inactive" });
      await expect(h.accounts.login(email, "secret1")).rejects.toMatchObject({
        code: "user-disabled",
      });
    });

    it("every login starts its own session; logout ends that one and the member's other devices stay", async () => {
      const h = await makeHarness();
      const email = uniqueEmail();
      const first = await h.accounts.register(
        { email, password: "secret1", name: "홍길동" },
        "Chrome · Windows",
      );
      const second = await h.accounts.login(email, "secret1", "Safari · iPhone");
      const third = await h.accounts.login(email, "secret1", "Edge · Windows");
      expect(new Set([first.sessionToken, second.sessionToken, third.sessionToken]).size).toBe(3);
      const listed = await h.accounts.listSessions(first.uid);
      expect(listed.map((s) => s.device).sort()).toEqual([
        "Chrome · Windows",
        "Edge · Windows",
        "Safari · iPhone",
      ]);
      await h.accounts.endSession(second.sessionToken);
      expect(await h.accounts.sessionUser(second.sessionToken)).toBeNull();
      expect(await h.accounts.sessionUser(first.sessionToken)).toMatchObject({ uid: first.uid });
      expect(await h.accounts.sessionUser(third.sessionToken)).toMatchObject({ uid: first.uid });
      const made = await h.accounts.createAccount({
        email: uniqueEmail(),
        password: "secret1",
        name: "관리자",
      });
      expect(await h.accounts.listSessions(made.uid)).toEqual([]); // an account made at start signs nobody in
    });

    it("a member ends only their own sessions by id", async () => {
      const h = await makeHarness();
      const me = await h.accounts.register({
        email: uniqueEmail(),
        password: "secret1",
        name: "나",
      });
      const other = await h.accounts.register({
        email: uniqueEmail(),
        password: "secret1",
        name: "남",
      });
      const [theirs] = await h.accounts.listSessions(other.uid);
      expect(await h.accounts.endOwnSession(me.uid, theirs!.id)).toBe(false);
      expect(await h.accounts.sessionUser(other.sessionToken)).not.toBeNull();
      expect(await h.accounts.endOwnSession(other.uid, theirs!.id)).toBe(true);
      expect(await h.accounts.sessionUser(other.sessionToken)).toBeNull();
      expect(await h.accounts.sessionUser(me.sessionToken)).not.toBeNull();
    });

    it("the server ends a session 14 days after login, or after 7 days without use", async () => {
      const h = await makeHarness();
      const email = uniqueEmail();
      const active = await h.accounts.register({ email, password: "secret1", name: "홍길동" });
      const idle = await h.accounts.login(email, "secret1");
      for (let day = 1; day <= 6; day++) {
        h.advanceClock(24 * 60 * 60 * 1000);
        expect(await h.accounts.sessionUser(active.sessionToken), `day ${day}`).not.toBeNull();
      }
      h.advanceClock(SESSION_IDLE_MS - 6 * 24 * 60 * 60 * 1000);
      expect(await h.accounts.sessionUser(idle.sessionToken)).toBeNull(); // 7 days unused
      for (let day = 8; day < 14; day++) {
        h.advanceClock(24 * 60 * 60 * 1000);
        expect(await h.accounts.sessionUser(active.sessionToken), `day ${day}`).not.toBeNull();
      }
      h.advanceClock(SESSION_ABSOLUTE_MS - 13 * 24 * 60 * 60 * 1000);
      expect(await h.accounts.sessionUser(active.sessionToken)).toBeNull(); // 14 days, used daily
      expect(await h.accounts.listSessions(active.uid)).toEqual([]);
    });

    it("an account removed at the identity provider keeps no session past the next last-seen refresh", async () => {
      const h = await makeHarness();
      const signedIn = await h.accounts.register({
        email: uniqueEmail(),
        password: "secret1",
        name: "홍길동",
      });
      await h.deleteAtProvider(signedIn.uid);
      h.advanceClock(SESSION_TOUCH_AFTER_MS);
      expect(await h.accounts.sessionUser(signedIn.sessionToken)).toBeNull();
      expect(await h.accounts.listSessions(signedIn.uid)).toEqual([]);
    });

    if (name === "firebase") {
      it("an account disabled in the Firebase console loses its sessions within minutes and cannot sign in", async () => {
        const h = await makeHarness();
        const email = uniqueEmail();
        const signedIn = await h.accounts.register({ email, password: "secret1", name: "홍길동" });
        await h.disableAtProvider!(signedIn.uid);
        h.advanceClock(SESSION_TOUCH_AFTER_MS);
        expect(await h.accounts.sessionUser(signedIn.sessionToken)).toBeNull();
        await expect(h.accounts.login(email, "secret1")).rejects.toMatchObject({
          code: "user-disabled",
        });
      });
    }

    it("signs an administrator out after 30 idle minutes on the server; a member idle as long stays", async () => {
      const adminEmail = uniqueEmail("director");
      const h = await makeHarness({ adminEmail });
      const admin = await h.accounts.register({
        email: adminEmail,
        password: "admin1",
        name: "관",
      });
      await h.accounts.sendEmailVerification(admin.uid, "http://site");
      await h.accounts.verifyEmail(h.lastVerificationCode(adminEmail));
      const session = await h.accounts.login(adminEmail, "admin1");
      expect(await h.accounts.markSecondFactor(session.sessionToken)).toBe(true);
      const member = await h.accounts.register({
        email: uniqueEmail(),
        password: "secret1",
        name: "홍길동",
      });
      const id = (await h.accounts.resolveSession(session.sessionToken))?.session.id;
      // Used every 20 minutes, the administrator stays signed in past the 30.
      for (let i = 0; i < 3; i++) {
        h.advanceClock(20 * 60_000);
        const resolved = await h.accounts.resolveSession(session.sessionToken);
        expect(resolved?.user.isAdmin).toBe(true);
        expect(resolved?.session.secondFactorAt).not.toBeNull();
      }
      h.advanceClock(ADMIN_IDLE_MS);
      expect(await h.accounts.resolveSession(session.sessionToken)).toBeNull();
      // Ended for good, not only refused once.
      expect((await h.accounts.listSessions(admin.uid)).map((s) => s.id)).not.toContain(id);
      expect(await h.accounts.sessionUser(member.sessionToken)).not.toBeNull();
    });

    it("ignores a forged or unknown session credential", async () => {
      const h = await makeHarness();
      expect(await h.accounts.sessionUser("forged.1")).toBeNull();
      const signedIn = await h.accounts.register({
        email: uniqueEmail(),
        password: "secret1",
        name: "홍길동",
      });
      expect(await h.accounts.sessionUser(`${signedIn.uid}.1`)).toBeNull(); // the old embedded credential
      expect(await h.accounts.sessionUser("")).toBeNull();
    });

    it("changes the password only with the current one, and ends the old sessions", async () => {
      const h = await makeHarness();
      const email = uniqueEmail();
      const signedIn = await h.accounts.register({ email, password: "secret1", name: "홍길동" });
      const otherDevice = await h.accounts.login(email, "secret1");
      await expect(
        h.accounts.changePassword(signedIn.uid, "wrong-one", "newsecret"),
      ).rejects.toBeInstanceOf(AuthError);
      expect(await h.accounts.sessionUser(signedIn.sessionToken)).not.toBeNull();
      await h.accounts.changePassword(signedIn.uid, "secret1", "newsecret");
      expect(await h.accounts.sessionUser(signedIn.sessionToken)).toBeNull();
      expect(await h.accounts.sessionUser(otherDevice.sessionToken)).toBeNull();
      await expect(h.accounts.login(email, "secret1")).rejects.toBeInstanceOf(AuthError);
      const again = await h.accounts.login(email, "newsecret");
      expect(await h.accounts.sessionUser(again.sessionToken)).not.toBeNull();
    });

    it("resets a forgotten password with the e-mailed token: once, and every session ends", async () => {
      const h = await makeHarness();
      const email = uniqueEmail();
      const signedIn = await h.accounts.register({ email, password: "secret1", name: "홍길동" });
      await expect(
        h.accounts.sendPasswordReset(uniqueEmail("nobody"), "http://site"),
      ).rejects.toMatchObject({
        code: "user-not-found",
      });
      await h.accounts.sendPasswordReset(email, "http://site");
      const token = await h.lastResetToken(email);
      await expect(h.accounts.resetPassword(`${token}x`, "brandnew1")).rejects.toMatchObject({
        code: "invalid-action-code",
      });
      expect(await h.accounts.resetPassword(token, "brandnew1")).toBe(signedIn.uid);
      expect(await h.accounts.sessionUser(signedIn.sessionToken)).toBeNull();
      await expect(h.accounts.resetPassword(token, "another1")).rejects.toMatchObject({
        code: "invalid-action-code",
      });
      await expect(h.accounts.login(email, "secret1")).rejects.toBeInstanceOf(AuthError);
      await expect(h.accounts.login(email, "brandnew1")).resolves.toMatchObject({
        uid: signedIn.uid,
      });
    });

    it("deletes an account: auth, user document and the personal link of its records", async () => {
      const h = await makeHarness();
      const email = uniqueEmail();
      const signedIn = await h.accounts.register({ email, password: "secret1", name: "홍길동" });
      await h.accounts.deleteAccount(signedIn.uid);
      expect(h.deleted).toContain(signedIn.uid);
      expect(await h.users.get(signedIn.uid)).toBeNull();
      expect(await h.accounts.sessionUser(signedIn.sessionToken)).toBeNull();
      await expect(h.accounts.login(email, "secret1")).rejects.toBeInstanceOf(AuthError);
      // The address is free again.
      await expect(
        h.accounts.register({ email, password: "secret2", name: "홍길동" }),
      ).resolves.toBeTruthy();
    });

    it("social login: creates the user once, then signs the same user in", async () => {
      const h = await makeHarness();
      const profile = {
        provider: "kakao",
        subject: randomUUID(),
        email: uniqueEmail("kakao"),
        name: "카카오회원",
        picture: "https://k.kakaocdn.net/p.jpg",
      };
      const first = await h.accounts.socialLogin(profile, undefined, CONSENTS);
      expect(first).toMatchObject({ kind: "signed-in", created: true });
      if (first.kind !== "signed-in") throw new Error("unreachable");
      expect(await h.users.get(first.signedIn.uid)).toMatchObject({
        provider: "kakao",
        name: "카카오회원",
        email: profile.email,
        profileImage: profile.picture,
      });
      expect(await h.accounts.hasPassword(first.signedIn.uid)).toBe(false);
      const second = await h.accounts.socialLogin(profile);
      expect(second).toMatchObject({
        kind: "signed-in",
        created: false,
        signedIn: { uid: first.signedIn.uid },
      });
      if (second.kind !== "signed-in") throw new Error("unreachable");
      expect(await h.accounts.sessionUser(second.signedIn.sessionToken)).toMatchObject({
        provider: "kakao",
      });
    });

    it("social login with the e-mail of an e-mail account links only after that account's password", async () => {
      const h = await makeHarness();
      const email = uniqueEmail();
      const owner = await h.accounts.register({ email, password: "secret1", name: "홍길동" });
      const profile = {
        provider: "kakao",
        subject: randomUUID(),
        email,
        name: "카카오",
        picture: null,
      };
      expect(await h.accounts.socialLogin(profile)).toEqual({ kind: "needs-link", email });
      await expect(
        h.accounts.linkSocialIdentity(profile, email, "wrong-pw"),
      ).rejects.toBeInstanceOf(AuthError);
      expect(await h.accounts.socialLogin(profile)).toEqual({ kind: "needs-link", email });
      const linked = await h.accounts.linkSocialIdentity(profile, email, "secret1");
      expect(linked.uid).toBe(owner.uid);
      expect(await h.accounts.socialLogin(profile)).toMatchObject({
        kind: "signed-in",
        signedIn: { uid: owner.uid },
      });
    });

    it("users store: newest first, merge with updatedAt, phone and e-mail lookups, delete", async () => {
      const h = await makeHarness();
      const t0 = new Date("2025-01-01T00:00:00Z");
      const a = await h.users.create(
        {
          uid: `u-${randomUUID()}`,
          name: "가",
          email: uniqueEmail(),
          provider: "email",
          phoneNumber: "010-1111-2222",
        },
        t0,
      );
      const b = await h.users.create(
        { uid: `u-${randomUUID()}`, name: "나", email: uniqueEmail(), provider: "kakao" },
        new Date(t0.getTime() + 1000),
      );
      await expect(
        h.users.create({ uid: a.uid, name: "x", email: "x@x.kr", provider: "email" }),
      ).rejects.toThrow();
      const listed = (await h.users.list())
        .filter((u) => u.uid === a.uid || u.uid === b.uid)
        .map((u) => u.uid);
      expect(listed).toEqual([b.uid, a.uid]);
      const t1 = new Date("2025-02-01T00:00:00Z");
      const updated = await h.users.update(a.uid, { interests: ["건강"] }, t1);
      expect(updated).toMatchObject({
        interests: ["건강"],
        name: "가",
        updatedAt: t1.toISOString(),
      });
      expect(await h.users.get(a.uid)).toEqual(updated);
      expect(await h.users.update(`missing-${randomUUID()}`, { name: "x" })).toBeNull();
      expect((await h.users.findByPhone("01011112222")).map((u) => u.uid)).toContain(a.uid);
      expect((await h.users.findByEmail(a.email.toUpperCase()))?.uid).toBe(a.uid);
      expect(await h.users.delete(a.uid)).toBe(true);
      expect(await h.users.delete(a.uid)).toBe(false);
      expect(await h.users.get(a.uid)).toBeNull();
    });

    if (name === "firebase") {
      it("picks up the console's emailVerified at the next sign-in, and never demotes an administrator there", async () => {
        const adminEmail = uniqueEmail("director");
        const h = await makeHarness({ adminEmail });
        const signedIn = await h.accounts.register({
          email: adminEmail,
          password: "admin-secret",
          name: "관리자",
        });
        await h.console!.setEmailVerified(signedIn.uid, true);
        await h.accounts.login(adminEmail, "admin-secret");
        expect(await h.users.get(signedIn.uid)).toMatchObject({
          emailVerified: true,
          role: "admin",
          isAdmin: true,
        });
        // Un-verified in the console: the mirror follows, the stored role stays (the last admin is kept).
        await h.console!.setEmailVerified(signedIn.uid, false);
        const again = await h.accounts.login(adminEmail, "admin-secret");
        expect(await h.users.get(signedIn.uid)).toMatchObject({
          emailVerified: false,
          role: "admin",
        });
        expect(await h.accounts.sessionUser(again.sessionToken)).toMatchObject({ isAdmin: true });
      });
    }

    if (name === "sqlite") {
      it("reset tokens expire after 30 minutes", async () => {
        const h = await makeHarness();
        const email = uniqueEmail();
        await h.accounts.register({ email, password: "secret1", name: "홍길동" });
        await h.accounts.sendPasswordReset(email, "http://site");
        const token = await h.lastResetToken(email);
        h.advanceClock(RESET_TOKEN_TTL_MS + 1000);
        await expect(h.accounts.resetPassword(token, "brandnew1")).rejects.toMatchObject({
          code: "invalid-action-code",
        });
      });

      it("verification links expire after 24 hours and are stored only as hashes", async () => {
        const h = await makeHarness();
        const email = uniqueEmail();
        const signedIn = await h.accounts.register({ email, password: "secret1", name: "홍길동" });
        await h.accounts.sendEmailVerification(signedIn.uid, "http://site");
        const code = h.lastVerificationCode(email);
        const stored = sqliteFiles
          .at(-1)!
          .db.prepare("SELECT token_hash FROM auth_verification_tokens")
          .all() as { token_hash: string }[];
        expect(stored.length).toBe(1);
        expect(stored[0]!.token_hash).not.toContain(code);
        h.advanceClock!(EMAIL_VERIFICATION_TTL_MS + 1000);
        await expect(h.accounts.verifyEmail(code)).rejects.toMatchObject({
          code: "invalid-action-code",
        });
        expect((await h.users.get(signedIn.uid))!.emailVerified).toBe(false);
      });
    }
  });
}

// One database file per test, each in its own folder; all removed when the file's tests end.
const sqliteFiles: Array<{ db: DatabaseSync; dir: string }> = [];
afterAll(() => {
  for (const { db, dir } of sqliteFiles.splice(0)) {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

contract("sqlite", async (options = {}) => {
  const dir = mkdtempSync(path.join(tmpdir(), "accounts-"));
  const db = openSqlite(path.join(dir, "test.sqlite"));
  sqliteFiles.push({ db, dir });
  const mails: { to: string; text: string }[] = [];
  let offset = 0;
  const backend = createSqliteIdentityStore(db, {
    sendMail: async (mail) => void mails.push(mail),
    now: () => Date.now() + offset,
  });
  const users = createSqliteUserStore(db);
  const deleted: string[] = [];
  const mailbox = verificationMailbox();
  return {
    accounts: createAccountsService({
      backend,
      users,
      sessions: createSqliteSessionStore(db),
      adminEmail: options.adminEmail ?? ADMIN_EMAIL,
      sendMail: mailbox.sendMail,
      onAccountDeleted: async (uid) => void deleted.push(uid),
      now: () => new Date(Date.now() + offset),
    }),
    users,
    deleted,
    lastVerificationCode: mailbox.lastCode,
    lastResetToken: async (email) => {
      const mail = mails.filter((m) => m.to === email).at(-1);
      const match = mail && /reset-password\?token=([^\s]+)/.exec(mail.text);
      if (!match) throw new Error(`no reset mail to ${email}`);
      return decodeURIComponent(match[1]!);
    },
    advanceClock: (ms) => {
      offset += ms;
    },
    deleteAtProvider: (uid) => backend.deleteAccount(uid),
  };
});

const apps: App[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
});

describeOnEmulators("firebase emulators", ["auth", "firestore"], () => {
  contract("firebase", async (options = {}) => {
    if (!("host" in authEmulator) || !("host" in firestoreEmulator)) throw new Error("unreachable");
    // firebase-admin reads the emulator addresses from the environment.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulator.host;
    process.env.FIRESTORE_EMULATOR_HOST = firestoreEmulator.host;
    const app = initializeApp({ projectId: AUTH_EMULATOR_PROJECT }, `accounts-${randomUUID()}`);
    apps.push(app);
    const firestore = getFirestore(app);
    const backend = createFirebaseIdentityStore({
      auth: getAuth(app),
      firestore,
      apiKey: "emulator-api-key",
      emulatorHost: authEmulator.host,
    });
    const users = createFirestoreUserStore(firestore, `users-${randomUUID().slice(0, 8)}`);
    const deleted: string[] = [];
    const mailbox = verificationMailbox();
    let offset = 0;
    return {
      accounts: createAccountsService({
        backend,
        users,
        sessions: createFirestoreSessionStore(firestore, `sessions-${randomUUID().slice(0, 8)}`),
        adminEmail: options.adminEmail ?? ADMIN_EMAIL,
        sendMail: mailbox.sendMail,
        onAccountDeleted: async (uid) => void deleted.push(uid),
        now: () => new Date(Date.now() + offset),
      }),
      users,
      deleted,
      lastVerificationCode: mailbox.lastCode,
      lastResetToken: async (email) => {
        const response = await fetch(
          `http://${authEmulator.host}/emulator/v1/projects/${AUTH_EMULATOR_PROJECT}/oobCodes`,
        );
        const { oobCodes } = (await response.json()) as {
          oobCodes: { email: string; oobCode: string; requestType: string }[];
        };
        const code = oobCodes
          .filter((c) => c.email === email && c.requestType === "PASSWORD_RESET")
          .at(-1);
        if (!code) throw new Error(`no reset code for ${email}`);
        return code.oobCode;
      },
      console: {
        setEmailVerified: async (uid, verified) =>
          void (await getAuth(app).updateUser(uid, { emailVerified: verified })),
      },
      advanceClock: (ms) => {
        offset += ms;
      },
      deleteAtProvider: (uid) => getAuth(app).deleteUser(uid),
      disableAtProvider: async (uid) => {
        await getAuth(app).updateUser(uid, { disabled: true });
      },
    };
  });
});
