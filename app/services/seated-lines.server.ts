// The admin list's notice of the seats a change just gave: "대기 1번 ○○○ 님(A-…)이 접수로
// 올라갔습니다. …" (decision 192), read from the ids the redirect carries.
import { promotedLines } from "~/domain/application-mail";
import type { ApplicationStore } from "~/records/applications/contract";

export async function seatedLines(param: string | null, records: ApplicationStore) {
  const ids = (param ?? "").split(",").filter(Boolean).slice(0, 10);
  if (ids.length === 0) return [];
  const found = await Promise.all(ids.map((id) => records.get(id)));
  return promotedLines(found.filter((a) => a !== null));
}
