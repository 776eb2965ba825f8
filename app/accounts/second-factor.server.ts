// An administrator's second factor (decision 195): enrolment with a QR code, the code step, the
// recovery codes and the operator's reset, over the second-factor store of either backend.
import QRCode from "qrcode";
import {
  asRecoveryCode,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpStep,
  totpUri,
} from "~/accounts/totp.server";
import type { SecondFactorStore } from "~/records/second-factors/contract";

export type SecondFactorDeps = { store: SecondFactorStore; now?: () => Date };

export type Enrolment = {
  /** The key as text, for typing into the app. */
  secret: string;
  /** otpauth://totp/…: opens the authenticator app on a phone. */
  uri: string;
  /** The same address as a QR code: an SVG data URL drawn on the server. */
  qrCode: string;
};

export function createSecondFactorService({ store, now = () => new Date() }: SecondFactorDeps) {
  return {
    async isEnrolled(uid: string): Promise<boolean> {
      return Boolean((await store.get(uid))?.confirmedAt);
    },

    /** When the enrolment was confirmed (ISO 8601), or null: what a member's data export shows. */
    async enrolledSince(uid: string): Promise<string | null> {
      return (await store.get(uid))?.confirmedAt ?? null;
    },

    /** The pending enrolment (started now, or the one a reload finds); null once confirmed. */
    async enrolment(uid: string, account: string): Promise<Enrolment | null> {
      const factor = await store.begin(uid, newTotpSecret());
      if (factor.confirmedAt) return null;
      const uri = totpUri(factor.secret, account);
      const svg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
      return {
        secret: factor.secret,
        uri,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
      };
    },

    /** Confirms the enrolment with a first code: the recovery codes, shown once; null for a wrong code. */
    async confirm(uid: string, code: string): Promise<string[] | null> {
      const factor = await store.get(uid);
      if (!factor || factor.confirmedAt) return null;
      const step = totpStep(factor.secret, code.trim(), now().getTime());
      if (step === null) return null;
      const codes = newRecoveryCodes();
      const confirmed = await store.confirm(uid, step, codes.map(hashRecoveryCode), now());
      return confirmed ? codes : null;
    },

    /**
     * Checks a code from the app or an unused recovery code. A right code is accepted once
     * (RFC 6238 §5.2): again, or after a later one, it is "replayed" (not a guess: not counted).
     */
    async verify(uid: string, input: string): Promise<"ok" | "wrong" | "replayed"> {
      const factor = await store.get(uid);
      if (!factor?.confirmedAt) return "wrong";
      const code = input.replace(/\s/g, "");
      if (/^\d{6}$/.test(code)) {
        const step = totpStep(factor.secret, code, now().getTime());
        if (step === null) return "wrong";
        return (await store.useStep(uid, step)) ? "ok" : "replayed";
      }
      const recovery = asRecoveryCode(input);
      if (recovery === null) return "wrong";
      return (await store.useRecoveryCode(uid, hashRecoveryCode(recovery))) ? "ok" : "wrong";
    },

    /** The start-up administrator's key from ADMIN_TOTP_SECRET, unless that key is already enrolled. */
    async preEnrol(uid: string, secret: string): Promise<boolean> {
      const factor = await store.get(uid);
      if (factor?.confirmedAt && factor.secret === secret) return false;
      await store.enrol(uid, secret, now());
      return true;
    },

    reset: (uid: string) => store.reset(uid),
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
