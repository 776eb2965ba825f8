import { describe, expect, it } from "vitest";
import { FIND_ID_MESSAGES, FIND_PASSWORD_MESSAGES } from "~/domain/account-messages";
import {
  findIdSchema,
  findPasswordSchema,
  kakaoSignUpSchema,
  registerSchema,
} from "~/domain/auth-forms";
import { AGE_MESSAGES } from "~/domain/child-age";

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("find id / find password schemas", () => {
  it("accepts 3-3-4 and 3-4-4 with dashes only", () => {
    expect(findIdSchema.safeParse({ phone: "010-1234-5678" }).success).toBe(true);
    expect(findIdSchema.safeParse({ phone: "011-123-4567" }).success).toBe(true);
    expect(errorsOf(findIdSchema.safeParse({ phone: "01012345678" })).phone).toBe(
      FIND_ID_MESSAGES.invalidPhone,
    );
  });
  it("gives the spec's messages for an empty and an invalid e-mail", () => {
    expect(errorsOf(findPasswordSchema.safeParse({ email: "" })).email).toBe(
      FIND_PASSWORD_MESSAGES.emptyEmail,
    );
    expect(errorsOf(findPasswordSchema.safeParse({})).email).toBe(
      FIND_PASSWORD_MESSAGES.emptyEmail,
    );
    expect(errorsOf(findPasswordSchema.safeParse({ email: "a b@c" })).email).toBe(
      FIND_PASSWORD_MESSAGES.invalidEmail,
    );
  });
});

describe("registerSchema", () => {
  const valid = {
    email: "Hong@Naver.com",
    password: "secret",
    passwordConfirm: "secret",
    name: " 홍길동 ",
    agreeTerms: "on",
    agreePrivacy: "on",
    ageConfirm: "on",
  };
  it("defaults phone and interests to empty, trims the name, lower-cases the e-mail", () => {
    const result = registerSchema.parse(valid);
    expect(result).toMatchObject({
      email: "hong@naver.com",
      name: "홍길동",
      phoneNumber: "",
      interests: [],
    });
  });
  it("normalises an optional phone and rejects a non-mobile one", () => {
    expect(registerSchema.parse({ ...valid, phoneNumber: "01012345678" }).phoneNumber).toBe(
      "010-1234-5678",
    );
    expect(
      errorsOf(registerSchema.safeParse({ ...valid, phoneNumber: "02-123-4567" })).phoneNumber,
    ).toBeTruthy();
  });
  it("needs a password of at least 6, a matching confirmation and both consents, each on its own", () => {
    const errors = errorsOf(
      registerSchema.safeParse({
        ...valid,
        password: "12345",
        passwordConfirm: "54321",
        agreeTerms: undefined,
      }),
    );
    expect(errors.password).toBe("비밀번호는 6자 이상이어야 합니다.");
    expect(errors.agreeTerms).toBe("이용약관에 동의해주세요.");
    expect(errors.agreePrivacy).toBeUndefined();
    expect(
      errorsOf(registerSchema.safeParse({ ...valid, agreePrivacy: undefined })).agreePrivacy,
    ).toBe("개인정보 수집·이용에 동의해주세요.");
    expect(
      errorsOf(registerSchema.safeParse({ ...valid, passwordConfirm: "other1" })).passwordConfirm,
    ).toBe("비밀번호가 일치하지 않습니다.");
  });
  it("needs the 만 14세 이상 confirmation, with the guardian's way for a child (decision 212)", () => {
    const message = errorsOf(
      registerSchema.safeParse({ ...valid, ageConfirm: undefined }),
    ).ageConfirm;
    expect(message).toBe(AGE_MESSAGES.signUp);
    expect(message).toMatch(/만 14세 미만 어린이는 보호자와 함께 센터에 방문해주세요/);
    expect(errorsOf(registerSchema.safeParse({ ...valid, ageConfirm: "off" })).ageConfirm).toBe(
      AGE_MESSAGES.signUp,
    );
    // A first Kakao login asks the same three boxes before the account exists.
    const kakao = kakaoSignUpSchema.safeParse({ agreeTerms: "on", agreePrivacy: "on" });
    expect(errorsOf(kakao).ageConfirm).toBe(AGE_MESSAGES.signUp);
    expect(
      kakaoSignUpSchema.safeParse({ agreeTerms: "on", agreePrivacy: "on", ageConfirm: "on" })
        .success,
    ).toBe(true);
  });
  it("accepts only the listed interests", () => {
    expect(
      registerSchema.parse({ ...valid, interests: ["음악", "음악", "건강"] }).interests,
    ).toEqual(["음악", "건강"]);
    expect(registerSchema.safeParse({ ...valid, interests: ["해킹"] }).success).toBe(false);
  });
});
