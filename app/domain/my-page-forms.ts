// The forms of a member's own page: profile, password, leaving (Conform + zod, the same in
// browser and server).
import { z } from "zod";
import { interestsField, nameField, newPasswordField, optionalPhoneField } from "./account-fields";

/** 주소 and 생년월일 are not asked (decision 248): keys other than these are dropped on parse. */
export const profileSchema = z.object({
  intent: z.literal("profile"),
  name: nameField,
  phoneNumber: optionalPhoneField,
  interests: interestsField,
});

export const changePasswordSchema = z
  .object({
    intent: z.literal("password"),
    currentPassword: z.string({ error: "현재 비밀번호를 입력해주세요." }).min(1).max(128),
    password: newPasswordField,
    passwordConfirm: z.string({ error: "새 비밀번호를 한 번 더 입력해주세요." }),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ["passwordConfirm"],
    message: "비밀번호가 일치하지 않습니다.",
  });

export const DELETE_CONFIRMATION_TEXT = "탈퇴합니다";

export const deleteAccountSchema = z.object({
  intent: z.literal("delete"),
  confirmation: z
    .string({ error: `확인을 위해 '${DELETE_CONFIRMATION_TEXT}'를 입력해주세요.` })
    .trim()
    .refine(
      (v) => v === DELETE_CONFIRMATION_TEXT,
      `확인을 위해 '${DELETE_CONFIRMATION_TEXT}'를 입력해주세요.`,
    ),
});
