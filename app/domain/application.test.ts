import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  APPLICATION_MESSAGES,
  IDEMPOTENCY_KEY,
  applicationFormSchema,
  applicationSchema,
  fieldErrorsOf,
  formatApplicationNumber,
  newIdempotencyKey,
  rankPrograms,
} from "~/domain/application";
import { AGE_MESSAGES } from "~/domain/child-age";

const valid = { name: "김민지", phone: "010-1234-5678", programId: "7" };

function errorsOf(input: Record<string, unknown>) {
  const result = applicationSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe("the 만 14세 이상 confirmation (decision 212)", () => {
  it("the forms require it with the Korean message that sends a child to the centre", () => {
    const result = applicationFormSchema.safeParse({ ...valid, consent: "on" });
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({
      ageConfirm: [AGE_MESSAGES.application],
    });
    expect(AGE_MESSAGES.application).toMatch(/보호자와 함께 센터에 방문해 신청해주세요/);
    expect(
      applicationFormSchema.safeParse({ ...valid, consent: "on", ageConfirm: "on" }).success,
    ).toBe(true);
  });

  it("the API takes decision 031's payload without it, refuses false, and wants it with a consent", () => {
    expect(applicationSchema.safeParse(valid).success).toBe(true);
    expect(errorsOf({ ...valid, ageConfirm: false }).ageConfirm).toEqual([
      AGE_MESSAGES.application,
    ]);
    expect(errorsOf({ ...valid, consent: true }).ageConfirm).toEqual([AGE_MESSAGES.application]);
    expect(applicationSchema.parse({ ...valid, consent: true, ageConfirm: true })).toMatchObject({
      consent: true,
      ageConfirm: true,
    });
  });
});

describe("applicationSchema", () => {
  it("accepts decision 031's minimum and fills the optional fields", () => {
    expect(applicationSchema.parse(valid)).toEqual({
      name: "김민지",
      phone: "010-1234-5678",
      email: "",
      preferredTime: "",
      companions: "0",
      message: "",
      programId: "7",
      programTitle: "",
    });
  });

  it("needs a name of at least 2 characters after trimming", () => {
    expect(errorsOf({ ...valid, name: "" }).name).toEqual([APPLICATION_MESSAGES.name]);
    expect(errorsOf({ ...valid, name: "  김  " }).name).toEqual(["이름을 입력해주세요."]);
    expect(applicationSchema.parse({ ...valid, name: "  김민  " }).name).toBe("김민");
  });

  it("needs a Korean mobile number (01[016789], 3-4 digits, 4 digits) and stores it in the canonical hyphenated form", () => {
    for (const phone of [
      "",
      "02-1234-5678",
      "012-1234-5678",
      "010-12-5678",
      "010-12345-6789",
      "abc",
    ]) {
      expect(errorsOf({ ...valid, phone }).phone, phone).toEqual([
        "유효한 전화번호를 입력해주세요.",
      ]);
    }
    expect(applicationSchema.parse({ ...valid, phone: "01012345678" }).phone).toBe("010-1234-5678");
    expect(applicationSchema.parse({ ...valid, phone: "011-1234-567" }).phone).toBe("011-123-4567");
    expect(applicationSchema.parse({ ...valid, phone: "0161234567" }).phone).toBe("016-123-4567");
  });

  it("checks an e-mail only when given", () => {
    expect(errorsOf({ ...valid, email: "a b@c.kr" }).email).toEqual([
      "유효한 이메일 주소를 입력해주세요.",
    ]);
    expect(errorsOf({ ...valid, email: "minji@" }).email).toEqual([APPLICATION_MESSAGES.email]);
    expect(applicationSchema.parse({ ...valid, email: " minji@example.kr " }).email).toBe(
      "minji@example.kr",
    );
  });

  it("needs a program id", () => {
    expect(errorsOf({ ...valid, programId: "" }).programId).toEqual(["프로그램을 선택해주세요."]);
    expect(errorsOf({ ...valid, programId: "drum" }).programId).toEqual([
      "프로그램을 선택해주세요.",
    ]);
    expect(applicationSchema.parse({ ...valid, programId: 14 }).programId).toBe("14");
  });

  it("takes only the listed preferred times and companion options", () => {
    for (const preferredTime of ["", "평일 오전", "평일 오후", "평일 저녁", "주말"]) {
      expect(applicationSchema.parse({ ...valid, preferredTime }).preferredTime).toBe(
        preferredTime,
      );
    }
    expect(errorsOf({ ...valid, preferredTime: "새벽" }).preferredTime).toHaveLength(1);
    for (const companions of ["0", "1", "2+"]) {
      expect(applicationSchema.parse({ ...valid, companions }).companions).toBe(companions);
    }
    expect(errorsOf({ ...valid, companions: "3" }).companions).toHaveLength(1);
  });

  it("caps free text", () => {
    expect(errorsOf({ ...valid, message: "가".repeat(1001) }).message).toEqual([
      APPLICATION_MESSAGES.tooLong,
    ]);
    expect(errorsOf({ ...valid, name: "가".repeat(51) }).name).toEqual([
      APPLICATION_MESSAGES.tooLong,
    ]);
  });
});

describe("applicationSchema through Conform (as the forms use it)", () => {
  it("gives the messages of requirements §3 for an empty form, not zod's type errors", () => {
    const form = new FormData();
    const values = {
      programId: "",
      programTitle: "",
      name: "",
      phone: "",
      email: "",
      preferredTime: "",
      companions: "0",
      message: "",
    };
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    const submission = parseWithZod(form, { schema: applicationSchema, disableAutoCoercion: true });
    if (submission.status !== "error") throw new Error("expected the empty form to be refused");
    expect(submission.error).toEqual({
      programId: ["프로그램을 선택해주세요."],
      name: ["이름을 입력해주세요."],
      phone: ["유효한 전화번호를 입력해주세요."],
    });
  });
});

describe("application helpers", () => {
  it("formats the number people quote", () => {
    expect(formatApplicationNumber(7)).toBe("A-000007");
    expect(formatApplicationNumber(1234567)).toBe("A-1234567");
  });

  it("makes idempotency keys the API accepts, different each time", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(IDEMPOTENCY_KEY);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it("ranks by count, ties by Korean title order with shared ranks, dropping unknown classes", () => {
    const programs = [
      { id: 1, title: "필라테스" },
      { id: 2, title: "보컬" },
      { id: 7, title: "드럼" },
      { id: 9, title: "영어회화" },
    ];
    const ranked = rankPrograms(
      [
        { programId: 1, count: 3, waiting: 0 },
        { programId: 2, count: 5, waiting: 2 },
        { programId: 7, count: 3, waiting: 0 },
        { programId: 99, count: 50, waiting: 0 },
        { programId: 9, count: 0, waiting: 0 },
      ],
      programs,
    );
    expect(ranked).toEqual([
      { programId: 2, title: "보컬", count: 5, waiting: 2, rank: 1 },
      { programId: 7, title: "드럼", count: 3, waiting: 0, rank: 2 },
      { programId: 1, title: "필라테스", count: 3, waiting: 0, rank: 2 },
    ]);
    expect(rankPrograms([], programs)).toEqual([]);
  });
});
