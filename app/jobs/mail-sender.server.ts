// This process's outbox sender, over the outbox of the backends that backends/backends.server.ts
// chose, when the site sends its own mail: always on the embedded default (the SQLite outbox); in Firebase
// mode the Trigger Email extension sends (decision 162).
import { attachMailSender, getSettings } from "~/backends/app.server";
import { getBackends, getFirestore } from "~/backends/backends.server";
import {
  forgetTextSender,
  stopTextSender,
  textSenderIdle,
  wakeTextSender,
} from "~/jobs/text-sender.server";
import { startMailRetries } from "~/mail/collection-retry.server";
import { deliverMail } from "~/mail/mail.server";
import { createOutboxSender } from "~/mail/outbox-sender.server";
import { once } from "~/once";

const getSender = once(() => {
  const queue = getBackends().outbox();
  return queue ? createOutboxSender(queue, (mail) => deliverMail(mail, getSettings())) : null;
});

/** Start-up: sends whatever is pending (a previous process may have been killed mid-way). */
export function startMailSender(): void {
  getSender()?.wake();
  wakeTextSender();
}

/** A change committed with mail or texts: look for them now rather than at the next poll. */
export function wakeMailSender(): void {
  getSender()?.wake();
  wakeTextSender();
}

/** Shutdown: the delivery in hand finishes, nothing new starts. */
export async function stopMailSender(): Promise<void> {
  await Promise.all([getSender.peek()?.stop(), stopTextSender()]);
}

/** The backends were swapped (tests): the delivery in hand finishes, the next use makes a new sender. */
export async function forgetMailSender(): Promise<void> {
  await stopMailSender();
  getSender.reset();
  await forgetTextSender();
}

/** Resolves once this process's sender has nothing in hand (tests). */
export async function mailSenderIdle(): Promise<void> {
  await Promise.all([getSender.peek()?.idle(), textSenderIdle()]);
}

/** In Firebase mode (the mail collection, whoever sends it): this instance's share of the sweeping. */
export async function startMailRetriesIfCollection(): Promise<void> {
  const env = getSettings();
  if (env.storeBackend !== "firebase") return;
  startMailRetries(getFirestore(), env.MAIL_COLLECTION ?? "mail");
}

// The use cases wake it through the composition root, which does not import the jobs above it.
attachMailSender({ wake: wakeMailSender, forget: forgetMailSender });
