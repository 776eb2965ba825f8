// The CSV download of the application list, behind its reason (다운로드 사유, decision 206): a
// plain form posted to the export route, so it works without JavaScript; the browser refuses an
// empty or one-letter reason before sending, the server again (a Korean 400).
import { compactFieldClass } from "~/components/ui/forms";
import { DOWNLOAD_REASON_MAX, DOWNLOAD_REASON_MIN } from "~/domain/access-records";

export function ExportForm({ filter }: { filter: Record<string, string> }) {
  return (
    <details className="group w-full sm:w-auto">
      <summary className="btn-secondary cursor-pointer list-none">CSV 내보내기</summary>
      <form
        method="post"
        action="/admin/applications/export"
        className="mt-2 grid gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:w-96"
      >
        {Object.entries(filter).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="download-reason" className="text-sm font-medium">
          다운로드 사유 <span className="text-accent-600">(필수)</span>
        </label>
        <input
          id="download-reason"
          name="reason"
          required
          minLength={DOWNLOAD_REASON_MIN}
          maxLength={DOWNLOAD_REASON_MAX}
          pattern={String.raw`\s*\S.*\S\s*`}
          title={`다운로드 사유를 ${DOWNLOAD_REASON_MIN}자 이상 입력해주세요.`}
          aria-describedby="download-reason-hint"
          className={`w-full ${compactFieldClass}`}
        />
        <p id="download-reason-hint" className="text-xs text-muted">
          예: 12월 프로그램 출석부 작성. 사유와 내려받은 목록은 접속기록에 남습니다.
        </p>
        <button type="submit" className="btn-primary">
          사유를 남기고 내려받기
        </button>
      </form>
    </details>
  );
}
