// The use cases over stand-in dependencies: what is saved, what is mailed, and that a mail
// failure never undoes a saved change.
import { describe, expect, it, vi } from "vitest";
import type { ApplicationStatus } from "~/domain/application";
import type { Application, ApplicationRecords } from "~/records/applications/contract";
import type { Inquiry, InquiryRecords } from "~/records/inquiries/contract";
import { changeApplicationStatus } from "./application-status.server";
import { answerInquiry, submitInquiry } from "./inquiries.server";

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
  cancelTokenHash: null,
  createdAt: "2026-03-02T01:00:00.000Z",
  updatedAt: "2026-03-02T01:00:00.000Z",
};

function applicationDeps(stored: Application | null, sendMail = vi.fn(async () => undefined)) {
  let current = stored;
  const applications = {
    get: async () => current,
    updateStatus: async (_id: string, status: ApplicationStatus) =>
      current ? (current = { ...current, status }) : null,
    cancel: async () => {
      if (!current) return null;
      if (current.status === "취소")
        return { outcome: "unchanged", application: current, promoted: [] };
      current = { ...current, status: "취소" };
      return { outcome: "cancelled", application: current, promoted: [] };
    },
  } as unknown as ApplicationRecords;
  const seatsChanged = vi.fn();
  return {
    applications,
    sendMail,
    seatsChanged,
    programs: async () => [],
    siteUrl: "https://centre.example",
  };
}

describe("changeApplicationStatus", () => {
  it("saves the status, recounts seats and mails the applicant", async () => {
    const deps = applicationDeps(application);
    expect(await changeApplicationStatus("a1", "확정", deps)).toBe("updated");
    expect(deps.seatsChanged).toHaveBeenCalledOnce();
    expect(deps.sendMail).toHaveBeenCalledWith(
      expect.objectContaining({ to: "sky@example.com", text: expect.stringContaining("확정") }),
    );
  });

  it("mails nobody when the status is unchanged or there is no address", async () => {
    const unchanged = applicationDeps(application);
    expect(await changeApplicationStatus("a1", "접수", unchanged)).toBe("updated-no-email");
    const noAddress = applicationDeps({ ...application, email: "" });
    expect(await changeApplicationStatus("a1", "취소", noAddress)).toBe("updated-no-email");
    expect(unchanged.sendMail).not.toHaveBeenCalled();
    expect(noAddress.sendMail).not.toHaveBeenCalled();
  });

  it("keeps the change when the mail fails, and says so", async () => {
    const deps = applicationDeps(
      application,
      vi.fn(async () => Promise.reject(new Error("SMTP down"))),
    );
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await changeApplicationStatus("a1", "취소", deps)).toBe("updated-mail-failed");
    expect((await deps.applications.get("a1"))?.status).toBe("취소");
  });

  it("answers not-found for an unknown application", async () => {
    expect(await changeApplicationStatus("none", "확정", applicationDeps(null))).toBe("not-found");
  });
});

const inquiry = {
  id: "q1",
  sequenceNumber: 4,
  name: "이바다",
  email: "sea@example.com",
  title: "주차 문의",
  response: null,
} as unknown as Inquiry;

describe("inquiries", () => {
  it("stores an inquiry before announcing it, and a failed notice does not fail it", async () => {
    const order: string[] = [];
    const inquiries = {
      create: async () => (order.push("stored"), inquiry),
    } as unknown as InquiryRecords;
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const stored = await submitInquiry({} as never, {
      inquiries,
      siteSettings: async () => ({ notificationEmail: "staff@example.com" }) as never,
      sendMail: async () => {
        order.push("mailed");
        throw new Error("SMTP down");
      },
      siteUrl: "https://centre.example",
    });
    expect(stored).toBe(inquiry);
    expect(order).toEqual(["stored", "mailed"]);
  });

  it("saves an answer even when its mail fails", async () => {
    const answer = vi.fn(async () => ({ ...inquiry, response: "가능합니다." }));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const result = await answerInquiry(
      "q1",
      { response: "가능합니다.", status: "답변완료" },
      {
        inquiries: { answer } as unknown as InquiryRecords,
        sendMail: async () => Promise.reject(new Error("SMTP down")),
        siteUrl: "https://centre.example",
      },
    );
    expect(answer).toHaveBeenCalledWith("q1", { response: "가능합니다.", status: "답변완료" });
    expect(result.mailed).toBe(false);
  });
});
