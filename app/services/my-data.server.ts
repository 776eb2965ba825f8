// 내 정보 내려받기 (개인정보 보호법 제35조, decision 214): everything the site holds about one
// member, as one JSON document with Korean keys — the users record (profile, consent times), the
// applications linked to them with their attendance, the inquiries, their signed-in devices and an administrator's
// second factor (its date, never the key). Only the member's own records: applications by their
// uid, inquiries by their uid or, once proven, their address (as my page lists them). Internal
// keys (idempotency keys, token hashes, queue tickets) are the site's, not personal data, and
// stay out.
import {
  COMPANION_OPTIONS,
  formatApplicationNumber,
  preferredTimeLabel,
} from "~/domain/application";
import { CANCELLED_BY_LABELS } from "~/domain/cancellation";
import { seoulIsoDateTime } from "~/domain/seoul-time";
import type { Application, ApplicationStore } from "~/records/applications/contract";
import type { AttendanceRecord, AttendanceStore } from "~/records/attendance/contract";
import type { Inquiry, InquiryStore } from "~/records/inquiries/contract";
import type { UserRecord, UserStore } from "~/records/users/contract";

/** More than anyone writes: the export is never cut short the way my page's list is. */
const ALL_INQUIRIES = 10_000;

export type MyDataMember = { uid: string; email: string; emailVerified: boolean };

export type MyDataDeps = {
  users: Pick<UserStore, "get">;
  applications: Pick<ApplicationStore, "listForUser">;
  inquiries: Pick<InquiryStore, "listForMember">;
  /** The marks of the member's applications (issue 46 §3). */
  attendance: Pick<AttendanceStore, "listForApplications">;
  /** The member's live sessions (epoch milliseconds). */
  sessions(uid: string): Promise<{ device: string; createdAt: number; lastSeenAt: number }[]>;
  /** Whether the account signs in with a password. */
  hasPassword(uid: string): Promise<boolean>;
  /** When an administrator's second factor was confirmed, or null (none, or a member). */
  secondFactorSince(uid: string): Promise<string | null>;
  now?: () => Date;
};

const time = (instant: string | number | null | undefined) =>
  instant === null || instant === undefined ? null : seoulIsoDateTime(new Date(instant)) || null;

function profileOf(user: UserRecord | null, member: MyDataMember, hasPassword: boolean) {
  return {
    이름: user?.name ?? "",
    이메일: user?.email ?? member.email,
    이메일_인증: user?.emailVerified ?? member.emailVerified,
    전화번호: user?.phoneNumber ?? "",
    관심_분야: user?.interests ?? [],
    프로필_사진: user?.profileImage ?? null,
    가입_방법:
      user?.provider === "email"
        ? "이메일"
        : user?.provider === "kakao"
          ? "카카오"
          : (user?.provider ?? ""),
    비밀번호_로그인: hasPassword,
    권한: user?.role === "admin" ? "관리자" : "회원",
    상태: user?.status === "inactive" ? "비활성" : "활성",
    가입_일시: time(user?.createdAt),
    최근_로그인: time(user?.lastLogin),
    정보_수정_일시: time(user?.updatedAt),
  };
}

function applicationOf(a: Application, marks: readonly AttendanceRecord[]) {
  return {
    신청번호: formatApplicationNumber(a.number),
    프로그램: a.programTitle,
    상태: a.status,
    이름: a.name,
    전화번호: a.phone,
    이메일: a.email,
    희망_시간대: preferredTimeLabel(a.preferredTime),
    동반_인원: COMPANION_OPTIONS.find((o) => o.value === a.companions)?.label ?? a.companions,
    남기신_말씀: a.message,
    신청_일시: time(a.createdAt),
    개인정보_동의_일시: time(a.privacyConsentAt),
    취소_일시: time(a.cancelledAt),
    취소한_사람: a.cancelledBy ? CANCELLED_BY_LABELS[a.cancelledBy] : null,
    취소_사유: a.cancelReason,
    출결: marks
      .filter((m) => m.applicationId === a.id)
      .map((m) => ({ 수업일: m.day, 출결: m.mark })),
  };
}

function inquiryOf(i: Inquiry) {
  return {
    문의번호: i.sequenceNumber,
    유형: i.category,
    제목: i.title,
    내용: i.message,
    이름: i.name,
    이메일: i.email,
    전화번호: i.phone,
    상태: i.status,
    답변: i.response,
    답변_일시: time(i.answeredAt),
    작성_일시: time(i.createdAt),
    개인정보_동의_일시: time(i.privacyConsentAt),
  };
}

export async function collectMyData(member: MyDataMember, deps: MyDataDeps) {
  const now = (deps.now ?? (() => new Date()))();
  const [user, hasPassword, applications, inquiries, sessions, secondFactor] = await Promise.all([
    deps.users.get(member.uid),
    deps.hasPassword(member.uid),
    deps.applications.listForUser(member.uid),
    // Only inquiries sent signed in: a typed address proves nothing (issue 44).
    deps.inquiries.listForMember(member.uid, ALL_INQUIRIES),
    deps.sessions(member.uid),
    deps.secondFactorSince(member.uid),
  ]);
  const marks = await deps.attendance.listForApplications(applications.map((a) => a.id));
  return {
    안내: "청라 문화교육센터가 보관하고 있는 회원님의 개인정보입니다 (개인정보 보호법 제35조 열람). 일시는 한국 시간(+09:00)입니다.",
    내려받은_일시: seoulIsoDateTime(now),
    회원_정보: profileOf(user, member, hasPassword),
    동의_기록: {
      이용약관_동의_일시: time(user?.termsConsentAt),
      개인정보_수집_이용_동의_일시: time(user?.privacyConsentAt),
    },
    수강_신청: applications.map((a) => applicationOf(a, marks)),
    문의: inquiries.map(inquiryOf),
    로그인된_기기: sessions.map((s) => ({
      기기: s.device,
      로그인_일시: time(s.createdAt),
      마지막_사용: time(s.lastSeenAt),
    })),
    ...(secondFactor ? { 관리자_2단계_인증_등록_일시: time(secondFactor) } : {}),
    포함하지_않은_정보: [
      "회원 가입 전이나 로그아웃 상태에서 보낸 수강 신청 (신청 조회·취소에서 신청번호로 확인할 수 있습니다)",
      "센터가 보낸 안내 메일의 발송 기록 (발송 후 일정 기간만 보관)",
      "비밀번호와 인증 앱 키 (암호화되어 있거나 보안상 내보내지 않습니다)",
    ],
  };
}

export type MyData = Awaited<ReturnType<typeof collectMyData>>;

/** "청라문화교육센터_내정보_2026-11-27.json" (and an ASCII name for old clients). */
export function myDataFileNames(now: Date): { fileName: string; asciiFallback: string } {
  const day = seoulIsoDateTime(now).slice(0, 10);
  return { fileName: `청라문화교육센터_내정보_${day}.json`, asciiFallback: `my-data-${day}.json` };
}
