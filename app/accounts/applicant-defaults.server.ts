// What the application forms fill in for a signed-in member (requirements §3, decision 184): the
// saved name and phone (only a number the form would take) and the e-mail. The dialog asks for it
// (routes/resources.applicant), /apply's loader reads it directly.
import type { AccountsService } from "~/accounts/service.server";
import { isKoreanMobile, normalizePhone } from "~/domain/phone";
import type { SessionUser } from "~/domain/session-user";

export async function applicantDefaults(
  user: SessionUser,
  accounts: Pick<AccountsService, "loadProfile">,
) {
  const profile = await accounts.loadProfile(user.uid);
  const phone = profile?.phoneNumber ?? "";
  return {
    name: profile?.name || user.name,
    email: user.email,
    phone: isKoreanMobile(phone) ? normalizePhone(phone) : "",
  };
}
