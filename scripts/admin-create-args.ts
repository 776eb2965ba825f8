// The arguments of `npm run admin:create` (pure, so the refusals are tested without a store).
import { parseArgs } from "node:util";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "~/domain/account-fields";

export const ADMIN_CREATE_USAGE =
  "사용법 / usage: npm run admin:create -- --email <주소/address> [--password-from-stdin | --reset-second-factor]";

/** Exit code of a refused invocation (a malformed address, an unknown option, a short password). */
export const USAGE_ERROR = 2;

export type AdminCreateArgs = {
  email: string;
  passwordFromStdin: boolean;
  /** A lost phone: forget the administrator's second factor instead (decision 195). */
  resetSecondFactor: boolean;
};

export function parseAdminCreateArgs(argv: string[]): AdminCreateArgs | { error: string } {
  let values: { email?: string; "password-from-stdin"?: boolean; "reset-second-factor"?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        "password-from-stdin": { type: "boolean" },
        "reset-second-factor": { type: "boolean" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { error: `${(error as Error).message}\n${ADMIN_CREATE_USAGE}` };
  }
  if (!values.email)
    return { error: `--email 이 필요합니다 / --email is required\n${ADMIN_CREATE_USAGE}` };
  const email = values.email.trim().toLowerCase();
  if (!z.email().safeParse(email).success) {
    return {
      error: `올바른 이메일 주소가 아닙니다 / not a valid e-mail address: "${values.email}"`,
    };
  }
  const passwordFromStdin = values["password-from-stdin"] === true;
  const resetSecondFactor = values["reset-second-factor"] === true;
  if (passwordFromStdin && resetSecondFactor) {
    return {
      error: `--reset-second-factor 는 --password-from-stdin 과 함께 쓸 수 없습니다 / --reset-second-factor takes no password\n${ADMIN_CREATE_USAGE}`,
    };
  }
  return { email, passwordFromStdin, resetSecondFactor };
}

/** Pure: the password read from stdin (one trailing line break dropped), or why it is refused. */
export function passwordFromInput(raw: string): { password: string } | { error: string } {
  const password = raw.replace(/\r?\n$/, "");
  if (password.length < PASSWORD_MIN_LENGTH) {
    return {
      error: `비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상이어야 합니다 / the password needs at least ${PASSWORD_MIN_LENGTH} characters`,
    };
  }
  return { password };
}
