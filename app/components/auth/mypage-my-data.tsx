// 내 정보 내려받기 (decision 214): a plain link to the file /mypage/data answers, so it works
// without JavaScript and the browser saves it under the server's file name.
import { SectionCard } from "~/components/ui/section-card";

export function MyDataDownload() {
  return (
    <SectionCard headingId="my-data-heading" title="내 정보 내려받기" look="member">
      <p className="mt-1 text-sm text-muted">
        센터가 보관하고 있는 회원님의 정보(회원 정보, 동의 기록, 수강 신청과 출결, 문의와 답변,
        로그인된 기기)를 JSON 파일 하나로 받습니다.
      </p>
      <a
        href="/mypage/data"
        download
        className="mt-4 inline-block rounded-lg border border-brand-600 px-4 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        내 정보 파일 받기 (JSON)
      </a>
    </SectionCard>
  );
}
