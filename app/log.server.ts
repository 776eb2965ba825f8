// The one logger: JSON lines on stdout in the shape Cloud Logging reads: `severity` instead of pino's numeric level, `message` as the text, an
// `event` field on every entry an alert or a runbook step looks for, and an error's stack in
// `stack_trace` so Error Reporting groups it (one entry per error, stack included).
import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

const SEVERITY: Record<string, string> = {
  trace: "DEBUG",
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

/** The events alerts in `deploy/alerts/` match on; a new alert adds its event here. */
export type LogEvent =
  | "mail.stuck"
  | "mail.failed"
  | "content_version.down"
  | "content_version.up"
  | "request.error"
  | "startup"
  | "shutdown"
  | "backup.done"
  | "backup.incomplete"
  | "backup.failed"
  | "retention.done"
  | "retention.failed"
  | "preview.token_refused"
  | "preview.token_accepted";

/** A logger of this shape writing to `destination` (stdout by default; tests pass a stream and a level). */
export function createLogger(destination?: DestinationStream, level?: string): Logger {
  const options = {
    base: undefined,
    messageKey: "message",
    errorKey: "error",
    level: level ?? process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label: string) => ({ severity: SEVERITY[label] ?? "DEFAULT" }),
      log: (object: Record<string, unknown>) => {
        const error = object.error;
        if (!(error instanceof Error)) return object;
        return { ...object, error: `${error.name}: ${error.message}`, stack_trace: error.stack };
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const log = createLogger();
