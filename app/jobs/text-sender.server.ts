// This process's text sender (decision 266), over the text outbox of the backends
// ~/backends/backends.server.ts chose and the transport the settings name: SOLAPI, files in
// DATA_DIR/sms-outbox/, or none (texts off: nothing is sent, staff call). Started, woken and
// stopped with the mail sender (./mail-sender.server.ts).
import { createHash, timingSafeEqual } from "node:crypto";
import { getSettings } from "~/backends/app.server";
import { getBackends } from "~/backends/backends.server";
import type { TextMessage } from "~/domain/text-message";
import { afterReport, createTextSender, type TextSenderHooks } from "~/mail/text-sender.server";
import {
  fileTextTransport,
  solapiTextTransport,
  type TextTransport,
} from "~/mail/text-transport.server";
import { getPrograms } from "~/content/content.server";
import { seoulIsoDateTime } from "~/domain/seoul-time";
import { log } from "~/log.server";
import { once } from "~/once";
import { remindTomorrow } from "~/services/class-reminders.server";
import { createRateLimits, rateLimitKeyOf } from "~/security/rate-limit.server";

function transport(): TextTransport | null {
  const env = getSettings();
  if (env.textPath === "files") return fileTextTransport(env.dataDir);
  if (env.textPath === "off") return null;
  return solapiTextTransport({
    apiKey: env.SOLAPI_API_KEY!,
    apiSecret: env.SOLAPI_API_SECRET!,
    sender: env.SOLAPI_SENDER!,
    apiUrl: env.SOLAPI_API_URL,
    kakao: env.kakaoTexts,
  });
}

const hooks = once<TextSenderHooks>(() => {
  const limits = createRateLimits((rule) => getBackends().rateLimiter(rule));
  const applications = getBackends().applications();
  const inquiries = getBackends().inquiries();
  return {
    async allow(text) {
      // A file costs nothing: the caps are for what SOLAPI charges.
      if (getSettings().textPath !== "solapi") return true;
      const site = await limits.consume("textSite", "site");
      if (!site.allowed) return false;
      return (await limits.consume("textPhone", rateLimitKeyOf(text.to))).allowed;
    },
    async contactNeeded(id) {
      await applications.markContactNeeded(id);
    },
    async reached(id) {
      await applications.markContacted(id);
    },
    async answerUndelivered(id) {
      await inquiries.markAnswerUndelivered(id);
    },
  };
});

/** How often an instance looks for tomorrow's classes; reminders go out 10:00–19:59 Seoul time. */
const REMINDER_CHECK_MS = 60 * 60_000;
let reminderTimer: ReturnType<typeof setInterval> | undefined;
let firstCheck: ReturnType<typeof setTimeout> | undefined;

async function checkReminders(now = new Date()) {
  const hour = Number(seoulIsoDateTime(now).slice(11, 13));
  if (hour < 10 || hour >= 20) return;
  const store = getBackends().textOutbox();
  const written = await remindTomorrow(
    {
      programs: getPrograms,
      applications: getBackends().applications(),
      enqueueOnce: (text, key) => store.enqueueOnce(text, key, new Date()),
      siteUrl: getSettings().siteUrl,
    },
    now,
  );
  if (written) getSender.peek()?.wake();
}

const getSender = once(() => {
  const to = transport();
  if (!to) return null;
  clearInterval(reminderTimer);
  clearTimeout(firstCheck);
  const run = () =>
    checkReminders().catch((error: unknown) =>
      log.error({ error }, "[text] the reminders could not be written"),
    );
  reminderTimer = setInterval(run, REMINDER_CHECK_MS);
  reminderTimer.unref();
  firstCheck = setTimeout(run, 5_000);
  firstCheck.unref();
  return createTextSender(getBackends().textOutbox(), to, hooks());
});

/** A text of its own (a one-time code): written now and sent at once; false when texts are off. */
export async function sendTextNow(text: TextMessage): Promise<boolean> {
  if (getSettings().textPath === "off") return false;
  await getBackends().textOutbox().enqueue(text, new Date());
  wakeTextSender();
  return true;
}

export function wakeTextSender(): void {
  getSender()?.wake();
}

export async function stopTextSender(): Promise<void> {
  clearInterval(reminderTimer);
  clearTimeout(firstCheck);
  await getSender.peek()?.stop();
}

export async function forgetTextSender(): Promise<void> {
  await stopTextSender();
  getSender.reset();
  hooks.reset();
}

export async function textSenderIdle(): Promise<void> {
  await getSender.peek()?.idle();
}

/** One delivery report as SOLAPI sends it (the fields the site reads). */
export type TextReport = { messageId: string; to: string; statusCode: string; reason: string };

/** SOLAPI's code for a message that reached the phone; 2000 and 3000 are still on their way. */
const DELIVERED = "4000";
const PENDING = new Set(["2000", "3000"]);

/**
 * Delivery reports: each one matching a text sent to that number marks it delivered or failed,
 * and its application learns whether the person was reached. Returns how many matched.
 */
export async function applyTextReports(reports: readonly TextReport[]): Promise<number> {
  const store = getBackends().textOutbox();
  let matched = 0;
  for (const report of reports) {
    if (PENDING.has(report.statusCode)) continue;
    const outcome =
      report.statusCode === DELIVERED
        ? ({ delivered: true } as const)
        : ({ delivered: false, reason: `${report.statusCode} ${report.reason}` } as const);
    const entry = await store.report(report.messageId, report.to, outcome, new Date());
    if (!entry) continue;
    matched += 1;
    await afterReport(entry, hooks());
  }
  return matched;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether `presented` is SOLAPI_WEBHOOK_SECRET, compared in constant time; false when none is set. */
export function solapiSecretMatches(presented: string | null): boolean {
  const secret = getSettings().SOLAPI_WEBHOOK_SECRET;
  return Boolean(secret && presented && timingSafeEqual(digest(presented), digest(secret)));
}
