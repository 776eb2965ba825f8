// The forms of signing in and up (e-mail or Kakao) and of recovering an account (Conform + zod,
// the same in browser and server).
import { z } from "zod";
import {
  emailField,
  interestsField,
  nameField,
  newPasswordField,
  optionalPhoneField,
  signUpConsents,
} from "./account-fields";
import { FIND_ID_MESSAGES, RESET_PASSWORD_MESSAGES } from "./account-messages";
import { DASHED_PHONE } from "./phone";

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "비밀번호를 입력해주세요." })
    .min(1, "비밀번호를 입력해주세요.")
    .max(128),
  redirectTo: z.string().optional(),
});

export const kakaoSignUpSchema = z.object(signUpConsents);

export const registerSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    passwordConfirm: z.string({ error: "비밀번호를 한 번 더 입력해주세요." }),
    name: nameField,
    phoneNumber: optionalPhoneField,
    interests: interestsField,
    ...signUpConsents,
    redirectTo: z.string().optional(),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ["passwordConfirm"],
    message: "비밀번호가 일치하지 않습니다.",
  });

export const findIdSchema = z.object({
  phone: z
    .string({ error: FIND_ID_MESSAGES.invalidPhone })
    .trim()
    .regex(DASHED_PHONE, FIND_ID_MESSAGES.invalidPhone),
});

export const findPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: RESET_PASSWORD_MESSAGES.invalidToken }).min(1).max(512),
    password: newPasswordField,
    passwordConfirm: z.string({ error: "비밀번호를 한 번 더 입력해주세요." }),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ["passwordConfirm"],
    message: "비밀번호가 일치하지 않습니다.",
  });

/** Linking a Kakao login to an existing e-mail account: the user proves that account's password. */
export const linkKakaoSchema = z.object({
  password: z
    .string({ error: "비밀번호를 입력해주세요." })
    .min(1, "비밀번호를 입력해주세요.")
    .max(128),
});
