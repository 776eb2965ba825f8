// A guest proves a phone with a one-time code by text, then sees and cancels that phone's guest
// applications (issue 48 §4, decision 269). No record is kept for a code: the page carries a
// ticket, an HMAC under the session secret of the phone, its expiry and the code, so only the code
// texted to that phone completes it; wrong codes are counted per phone in the shared rate-limit
// store, codes sent per phone and per address likewise. A proof is the same kind of HMAC, good
// for thirty minutes, that the list's cancel buttons post back.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { normalizePhone } from "~/domain/phone";
import { PHONE_CODE_TTL_MS, PHONE_PROOF_TTL_MS, phoneCodeText } from "~/domain/phone-proof";
import type { TextMessage } from "~/domain/text-message";
import type { Application } from "~/records/applications/contract";
import type { ServiceDeps } from "~/services/deps.server";

/** What the code form posts back with the code: the phone and the ticket's expiry and MAC. */
export type CodeTicket = { phone: string; expires: number; mac: string };
/** What the list's buttons post back: the proven phone and the proof's expiry and MAC. */
export type PhoneProof = { phone: string; until: number; proof: string };

const mac = (secret: string, ...parts: (string | number)[]) =>
  createHmac("sha256", secret).update(parts.join("|")).digest("base64url");

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Makes a code, hands its text to `send`, and returns the ticket the page keeps. */
export async function sendPhoneCode(
  phone: string,
  secret: string,
  send: (text: TextMessage) => Promise<void>,
  now = new Date(),
): Promise<CodeTicket | null> {
  const stored = normalizePhone(phone);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const text = phoneCodeText(stored, code);
  if (!text) return null;
  await send(text);
  const expires = now.getTime() + PHONE_CODE_TTL_MS;
  return { phone: stored, expires, mac: mac(secret, "code", stored, expires, code) };
}

/** The proof for a ticket and the code typed, or null (wrong code, expired, altered ticket). */
export function provePhone(
  ticket: CodeTicket,
  code: string,
  secret: string,
  now = new Date(),
): PhoneProof | null {
  if (ticket.expires < now.getTime()) return null;
  if (!same(ticket.mac, mac(secret, "code", ticket.phone, ticket.expires, code))) return null;
  const until = now.getTime() + PHONE_PROOF_TTL_MS;
  return { phone: ticket.phone, until, proof: mac(secret, "proven", ticket.phone, until) };
}

/** Whether a proof posted back is one this site made and still good. */
export function proofHolds(proof: PhoneProof, secret: string, now = new Date()): boolean {
  return (
    proof.until >= now.getTime() &&
    same(proof.proof, mac(secret, "proven", proof.phone, proof.until))
  );
}

/** The guest applications (members use my page) made with the proven phone, newest first. */
export async function applicationsOfPhone(
  phone: string,
  deps: Pick<ServiceDeps, "applications">,
): Promise<Application[]> {
  const found = await deps.applications.search({ kind: "phone", phone: normalizePhone(phone) }, 50);
  return found.filter((a) => a.userId === null);
}
