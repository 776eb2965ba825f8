// The use cases over stand-in records: what is saved, and that each mail is handed to the store
// with the change it reports (written in the same transaction there; decision 161).
import { mailsOnly } from "~/domain/text-message";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApplicationStatus } from "~/domain/application";
import type { Mail } from "~/domain/mail";
import type { ProgramSummary } from "~/content/types";
import type {
  CancelledApplication,
  Application,
  ApplicationStore,
  StatusOptions,
} from "~/records/applications/contract";
import type { MailsOf } from "~/records/outbox/contract";
import { log } from "~/log.server";
import { changeApplicationStatus } from "./application-status.server";

const application: Application = {
  id: "a1",
  number: 7,
  status: "접수",
  name: "김하늘",
  phone: "01012345678",
  email: "sky@example.com",
  preferredTime: "",
  companions: "0",
  message: "",
  programId: 3,
  programTitle: "어린이 피아노",
  userId: null,
  idempotencyKey: "k",
  privacyConsentAt: null,
  queueTicket: null,
  cancelledAt: null,
  cancelledBy: null,
  cancelledByName: null,
  cancelReason: null,
  revivedAt: null,
  revivedByName: null,
  cancelTokenHash: null,
  contactNeededAt: null,
  lookupCodeHash: null,
  createdAt: "2026-03-02T01:00:00.000Z",
  updatedAt: "2026-03-02T01:00:00.000Z",
};

afterEach(() => vi.restoreAllMocks());

function applicationDeps(stored: Application | null) {
  let current = stored;
  const written: Mail[] = [];
  const capacities: unknown[] = [];
  const applications = {
    get: async () => current,
    updateStatus: async (_id: string, status: ApplicationStatus, options: StatusOptions = {}) => {
      if (!current) return null;
      capacities.push(options.capacity);
      const before = current;
      // The store's seat-or-queue rule, as far as these tests need it: a full class queues a revival.
      const full = before.status === "취소" && options.capacity === 0;
      current = { ...current, status: full ? "대기" : status };
      written.push(
        ...mailsOnly(
          options.mails?.({
            before,
            application: current,
            promoted: [],
            promotionTokens: new Map(),
            waitingPlace: null,
          }) ?? [],
        ),
      );
      return current;
    },
    cancel: async (
      _id: string,
      options: {
        byName?: string | null;
        reason?: string | null;
        mails?: MailsOf<CancelledApplication>;
      },
    ) => {
      if (!current) return null;
      if (current.status === "취소")
        return { outcome: "unchanged", application: current, promoted: [] };
      current = {
        ...current,
        status: "취소",
        cancelledBy: "admin",
        cancelledByName: options.byName ?? null,
        cancelReason: options.reason ?? null,
      };
      written.push(
        ...mailsOnly(
          options.mails?.({ application: current, promoted: [], promotionTokens: new Map() }) ?? [],
        ),
      );
      return { outcome: "cancelled", application: current, promoted: [] };
    },
  } as unknown as ApplicationStore;
  return {
    written,
    capacities,
    applications,
    seatsChanged: vi.fn(),
    mailWritten: vi.fn(),
    programs: async () => [] as ProgramSummary[],
    siteUrl: "https://centre.example",
  };
}

describe("changeApplicationStatus", () => {
  it("saves the status with the applicant's mail, recounts seats and wakes the sender", async () => {
    const deps = applicationDeps(application);
    expect((await changeApplicationStatus("a1", "확정", deps)).outcome).toBe("updated");
    expect(deps.seatsChanged).toHaveBeenCalledOnce();
    expect(deps.mailWritten).toHaveBeenCalledOnce();
    expect(deps.written).toEqual([
      expect.objectContaining({ to: "sky@example.com", text: expect.stringContaining("확정") }),
    ]);
  });

  it("writes no mail when the status is unchanged or there is no address", async () => {
    const unchanged = applicationDeps(application);
    expect((await changeApplicationStatus("a1", "접수", unchanged)).outcome).toBe(
      "updated-no-email",
    );
    const noAddress = applicationDeps({ ...application, email: "" });
    expect((await changeApplicationStatus("a1", "취소", noAddress)).outcome).toBe(
      "updated-no-email",
    );
    expect(unchanged.written).toEqual([]);
    expect(noAddress.written).toEqual([]);
  });

  it("keeps the change and leaves out a mail whose address cannot take mail, and says so", async () => {
    const errors = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const deps = applicationDeps({ ...application, email: "a@example.com, b@example.com" });
    expect((await changeApplicationStatus("a1", "취소", deps)).outcome).toBe("updated-no-email");
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ event: "mail.failed" }),
      expect.any(String),
    );
    expect((await deps.applications.get("a1"))?.status).toBe("취소");
    expect(deps.written).toEqual([]);
  });

  it("revives a cancelled application under the class's capacity, and says when it had to wait", async () => {
    const cancelled = { ...application, status: "취소" as const };
    const full = applicationDeps(cancelled);
    full.programs = async () => [{ id: 3, recruitment: { capacity: 0 } } as ProgramSummary];
    expect((await changeApplicationStatus("a1", "접수", full)).outcome).toBe("revived-waiting");
    expect(full.capacities).toEqual([0]);
    expect(full.written).toEqual([
      expect.objectContaining({ text: expect.stringContaining("대기 상태") }),
    ]);
    const free = applicationDeps(cancelled);
    free.programs = async () => [{ id: 3, recruitment: { capacity: 5 } } as ProgramSummary];
    expect((await changeApplicationStatus("a1", "접수", free)).outcome).toBe("updated");
    expect(free.capacities).toEqual([5]);
  });

  it("keeps which staff member cancelled and why, and tells the applicant the reason", async () => {
    const deps = applicationDeps(application);
    const result = await changeApplicationStatus("a1", "취소", deps, {
      byName: "박담당 (staff@centre.kr)",
      reason: "본인 전화 요청",
    });
    expect(result).toEqual({ outcome: "updated", seated: [] });
    expect(await deps.applications.get("a1")).toMatchObject({
      cancelledByName: "박담당 (staff@centre.kr)",
      cancelReason: "본인 전화 요청",
    });
    expect(deps.written[0]?.text).toContain("취소 사유: 본인 전화 요청");
  });

  it("answers not-found for an unknown application", async () => {
    expect((await changeApplicationStatus("none", "확정", applicationDeps(null))).outcome).toBe(
      "not-found",
    );
  });
});
