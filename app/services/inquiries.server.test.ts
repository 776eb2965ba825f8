// The inquiry use cases with stand-in stores: the notice to the centre written with the inquiry,
// and the answer written with its mail or, for one with only a mobile number, its text
// (decision 286), refused when a text would not fit one LMS.
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerTextBudget } from "~/domain/inquiry-texts";
import type { Mail } from "~/domain/mail";
import { mailsOnly, type OutboxMessage } from "~/domain/text-message";
import type { Inquiry, InquiryStore } from "~/records/inquiries/contract";
import type { MailsOf } from "~/records/outbox/contract";
import { log } from "~/log.server";
import { answerInquiry, submitInquiry } from "./inquiries.server";

afterEach(() => {
  vi.restoreAllMocks();
});

const inquiry = {
  id: "q1",
  sequenceNumber: 4,
  name: "이바다",
  email: "sea@example.com",
  phone: "",
  category: "수강 문의",
  title: "주차 문의",
  message: "주차할 곳이 있나요?",
  createdAt: "2026-03-02T01:00:00.000Z",
  response: null,
} as unknown as Inquiry;

/** A stand-in store whose create keeps the mails it is handed for `stored`. */
function creating(stored: Inquiry = inquiry) {
  const written: Mail[] = [];
  const inquiries = {
    create: async (_input: unknown, _now: unknown, mails: MailsOf<Inquiry>) => {
      written.push(...mailsOnly(mails(stored)));
      return stored;
    },
  } as unknown as InquiryStore;
  return { written, inquiries };
}

const settings = async () =>
  ({ notificationEmail: "", supportEmail: "help@centre.example" }) as never;

describe("inquiries", () => {
  it("stores an inquiry with its notice to the centre in the same write", async () => {
    const { written, inquiries } = creating();
    const mailWritten = vi.fn();
    const stored = await submitInquiry({} as never, {
      inquiries,
      siteSettings: settings,
      mailWritten,
      siteUrl: "https://centre.example",
    });
    expect(stored).toBe(inquiry);
    expect(written).toEqual([
      expect.objectContaining({ to: "help@centre.example", replyTo: "sea@example.com" }),
    ]);
    expect(mailWritten).toHaveBeenCalledOnce();
  });

  it("gives the notice of an inquiry without an e-mail no Reply-To, and says there is none", async () => {
    const { written, inquiries } = creating({ ...inquiry, email: "", phone: "010-2345-6789" });
    await submitInquiry({} as never, {
      inquiries,
      siteSettings: settings,
      mailWritten: vi.fn(),
      siteUrl: "https://centre.example",
    });
    expect(written).toHaveLength(1);
    expect(written[0]).not.toHaveProperty("replyTo");
    expect(written[0]!.text).toContain("이메일: -\n전화번호: 010-2345-6789");
  });

  it("stores an inquiry without a notice when the settings cannot be read", async () => {
    const { written, inquiries } = creating();
    vi.spyOn(log, "error").mockImplementation(() => undefined);
    const stored = await submitInquiry({} as never, {
      inquiries,
      siteSettings: async () => Promise.reject(new Error("Sanity down")),
      mailWritten: vi.fn(),
      siteUrl: "https://centre.example",
    });
    expect(stored).toBe(inquiry);
    expect(written).toEqual([]);
  });

  it("saves an answer with its mail to the visitor", async () => {
    const written: Mail[] = [];
    const answer = vi.fn(async (_id: string, _answer: unknown, mails: MailsOf<Inquiry>) => {
      const answered = { ...inquiry, response: "가능합니다." };
      written.push(...mailsOnly(mails(answered)));
      return answered;
    });
    const result = await answerInquiry(
      inquiry,
      { response: "가능합니다.", status: "답변완료" },
      {
        inquiries: { answer } as unknown as InquiryStore,
        mailWritten: vi.fn(),
        siteUrl: "https://centre.example",
        textsOn: true,
      },
    );
    expect(answer).toHaveBeenCalledWith(
      "q1",
      { response: "가능합니다.", status: "답변완료" },
      expect.any(Function),
    );
    expect(result).toMatchObject({ outcome: "answered", channel: "mail", sent: true });
    expect(written).toEqual([
      expect.objectContaining({
        to: "sea@example.com",
        text: expect.stringContaining("가능합니다."),
      }),
    ]);
  });

  describe("an inquiry with a mobile number and no e-mail (decision 286)", () => {
    const byPhone = { ...inquiry, email: "", phone: "010-2345-6789" } as Inquiry;
    const answering = (textsOn: boolean) => {
      const written: OutboxMessage[] = [];
      const answer = vi.fn(async (_id: string, _answer: unknown, mails: MailsOf<Inquiry>) => {
        written.push(...mails(byPhone));
        return byPhone;
      });
      const deps = {
        inquiries: { answer } as unknown as InquiryStore,
        mailWritten: vi.fn(),
        siteUrl: "https://centre.example",
        textsOn,
      };
      return { written, answer, deps };
    };

    it("writes the answer as a text with it, and no mail", async () => {
      const { written, deps } = answering(true);
      const result = await answerInquiry(
        byPhone,
        { response: "네,\r\n주차장이 있습니다.", status: "답변완료" },
        deps,
      );
      expect(result).toMatchObject({ outcome: "answered", channel: "text", sent: true });
      expect(written).toEqual([
        {
          channel: "text",
          to: "01023456789",
          kind: "inquiry",
          text: "[청라 문화교육센터] 이바다님, 문의 #4에 답변드립니다.\n\n네,\n주차장이 있습니다.",
          inquiryId: byPhone.id,
          // The same words as 알림톡, where a template is registered (decision 284).
          template: {
            name: "inquiry",
            variables: {
              "#{이름}": "이바다",
              "#{문의}": "문의 #4",
              "#{답변}": "네,\n주차장이 있습니다.",
            },
          },
        },
      ]);
      expect(deps.mailWritten).toHaveBeenCalledOnce();
    });

    it("refuses an answer longer than one LMS and saves nothing", async () => {
      const { answer, deps } = answering(true);
      const budget = answerTextBudget(byPhone);
      const exactly = "가".repeat(Math.floor(budget / 2)) + (budget % 2 ? "a" : "");
      const fits = await answerInquiry(byPhone, { response: exactly, status: "답변완료" }, deps);
      expect(fits.outcome).toBe("answered");
      const result = await answerInquiry(
        byPhone,
        { response: `${exactly}a`, status: "답변완료" },
        deps,
      );
      expect(result).toEqual({ outcome: "too-long", budget, bytes: budget + 1 });
      expect(answer).toHaveBeenCalledOnce();
    });

    it("saves the answer and sends nothing when texts are off: staff call", async () => {
      const { written, deps } = answering(false);
      const long = "가".repeat(3000);
      const result = await answerInquiry(byPhone, { response: long, status: "답변완료" }, deps);
      expect(result).toMatchObject({ outcome: "answered", channel: "call", sent: false });
      expect(written).toEqual([]);
    });
  });
});
