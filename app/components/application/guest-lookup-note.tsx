import { Link } from "@remix-run/react";

/**
 * A guest's way back to the application (decision 234): the 조회 코드, shown once here and in the
 * receipt mail, and where to use it. Without a code (an answer repeated to the same browser) it
 * says where the code is.
 */
export function GuestLookupNote({ code }: { code: string | null | undefined }) {
  const lookup = (
    <Link to="/applications/lookup" className="font-medium underline">
      비회원 신청 조회
    </Link>
  );
  if (!code)
    return (
      <p className="mt-3 text-sm text-muted">
        {lookup}에는 처음 신청 완료 화면과 확인 메일에 있는 조회 코드가 필요합니다.
      </p>
    );
  return (
    <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-ink">
      <p>
        조회 코드{" "}
        <strong className="font-mono text-base tracking-wider" data-testid="lookup-code">
          {code}
        </strong>
      </p>
      <p className="mt-1 text-muted">
        신청번호와 조회 코드를 적어 두세요. {lookup}에서 이름, 전화번호와 함께 입력하면 신청을 보고
        취소할 수 있습니다.
      </p>
    </div>
  );
}
