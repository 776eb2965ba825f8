// The retention job (파기, decision 209): one list of steps, each enforcing one period of the
// privacy policy (~/domain/retention: RETENTION_POLICY names the step of each row). Every step
// finds what is due at `now` and removes it; run twice, the second run finds nothing. A failing
// step is recorded and the others still run. Pure of settings: run.server.ts hands in the stores.
import {
  applicationDueAt,
  inquiryCutoff,
  inquiryDueAt,
  isDue,
  sentMailCutoff,
  unverifiedAccountCutoff,
  type ClassDates,
  type RetentionStepName,
} from "~/domain/retention";
import type { RetentionStore } from "~/records/retention/contract";

/** What one step did: records anonymised, deleted, and due ones it had to leave (with why). */
export type StepOutcome = { anonymised: number; deleted: number; skipped: number };

export type RetentionStep = {
  name: RetentionStepName;
  run(now: Date): Promise<StepOutcome>;
};

export type StepReport = { name: RetentionStepName } & (
  ({ ok: true } & StepOutcome) | { ok: false; error: string }
);

/** The job's answer, also written as the `retention.done` / `retention.failed` log entry. */
export type RetentionSummary = {
  ok: boolean;
  at: string;
  steps: StepReport[];
  totals: StepOutcome;
};

/** Deletes one account; "refused" when it must stay (the last administrator who can sign in). */
export type DeleteAccount = (uid: string) => Promise<"deleted" | "refused">;

export type RetentionDeps = {
  store: RetentionStore;
  /** Every class's 개강일 and 종강일 from the content. */
  classDates: () => Promise<ClassDates[]>;
  /** Deletes an account the way every deletion goes (sessions, profile, identity, links). */
  deleteAccount: DeleteAccount;
  sessions: { purgeExpired(now: number): Promise<number> };
  links: { purgeSpentLinks(now: number): Promise<number> };
  /** Administrators' access records (decision 206): the store's only removal path. */
  accessRecords: { purgeExpired(now: Date): Promise<number> };
};

const deleted = (n: number): StepOutcome => ({ anonymised: 0, deleted: n, skipped: 0 });

/** The steps, in the order they run. A new kind of record joins by adding its step here. */
export function retentionSteps(deps: RetentionDeps): RetentionStep[] {
  const { store } = deps;
  const steps: RetentionStep[] = [
    {
      name: "applications",
      async run(now) {
        const [held, classes] = await Promise.all([
          store.applicationsHoldingDetails(),
          deps.classDates(),
        ]);
        const byId = new Map(classes.map((c) => [c.id, c]));
        const due = held.filter((a) => isDue(applicationDueAt(a, byId.get(a.programId)), now));
        const anonymised = await store.anonymiseApplications(
          due.map((a) => a.id),
          now,
        );
        return { anonymised, deleted: 0, skipped: 0 };
      },
    },
    {
      name: "inquiries",
      async run(now) {
        const aged = await store.inquiriesCreatedBefore(inquiryCutoff(now));
        const due = aged.filter((i) => isDue(inquiryDueAt(i), now));
        return deleted(await store.deleteInquiries(due.map((i) => i.id)));
      },
    },
    {
      name: "unverifiedAccounts",
      async run(now) {
        const outcome: StepOutcome = { anonymised: 0, deleted: 0, skipped: 0 };
        for (const uid of await store.unverifiedEmailAccounts(unverifiedAccountCutoff(now))) {
          if ((await deps.deleteAccount(uid)) === "deleted") outcome.deleted++;
          else outcome.skipped++;
        }
        return outcome;
      },
    },
    {
      name: "sessions",
      run: async (now) => deleted(await deps.sessions.purgeExpired(now.getTime())),
    },
    {
      name: "links",
      run: async (now) => deleted(await deps.links.purgeSpentLinks(now.getTime())),
    },
    {
      name: "mail",
      run: async (now) => deleted(await store.purgeMail(sentMailCutoff(now))),
    },
    {
      name: "texts",
      run: async (now) => deleted(await store.purgeTexts(sentMailCutoff(now))),
    },
    {
      // The store applies accessRecordCutoff itself, so no caller can reach a younger entry.
      name: "accessRecords",
      run: async (now) => deleted(await deps.accessRecords.purgeExpired(now)),
    },
  ];
  return steps;
}

/** Runs every step at `now`; a step that throws is reported and the next one runs. */
export async function runRetentionSteps(
  steps: readonly RetentionStep[],
  now: Date,
): Promise<RetentionSummary> {
  const reports: StepReport[] = [];
  const totals: StepOutcome = { anonymised: 0, deleted: 0, skipped: 0 };
  for (const step of steps) {
    try {
      const outcome = await step.run(now);
      reports.push({ name: step.name, ok: true, ...outcome });
      totals.anonymised += outcome.anonymised;
      totals.deleted += outcome.deleted;
      totals.skipped += outcome.skipped;
    } catch (error) {
      reports.push({
        name: step.name,
        ok: false,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
    }
  }
  return { ok: reports.every((r) => r.ok), at: now.toISOString(), steps: reports, totals };
}
