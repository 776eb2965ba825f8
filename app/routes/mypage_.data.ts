// GET /mypage/data: 내 정보 내려받기 (개인정보 보호법 제35조, decision 214). The signed-in member's
// own data as a JSON file; the guard is the loader's first line, and nothing in the request
// chooses whose data it is. Not nested under mypage/route.tsx (the trailing "_"): a file, not a
// page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  getAccountsService,
  getApplicationStore,
  getAttendanceStore,
  getInquiryStore,
  getSecondFactorService,
  getUserStore,
  requireUser,
} from "~/backends/app.server";
import { contentDisposition } from "~/domain/csv";
import { collectMyData, myDataFileNames } from "~/services/my-data.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const accounts = getAccountsService();
  const now = new Date();
  const data = await collectMyData(user, {
    users: getUserStore(),
    applications: getApplicationStore(),
    inquiries: getInquiryStore(),
    attendance: getAttendanceStore(),
    sessions: (uid) => accounts.listSessions(uid),
    hasPassword: (uid) => accounts.hasPassword(uid),
    secondFactorSince: (uid) => getSecondFactorService().enrolledSince(uid),
    now: () => now,
  });
  const { fileName, asciiFallback } = myDataFileNames(now);
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": contentDisposition(fileName, asciiFallback),
      "Cache-Control": "private, no-store",
    },
  });
}
