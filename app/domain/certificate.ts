// The 수료증's words (issue 46 §3, decision 261): what a member who reached their class's 수료 기준
// prints from my page. The PDF itself is drawn in app/services/certificate/.
import { formatApplicationNumber } from "./application";

/** The title, spaced as certificates set it; the Bold font file carries only these letters. */
export const CERTIFICATE_TITLE = "수 료 증";

export type CertificateFacts = {
  centreName: string;
  name: string;
  programId: number;
  programTitle: string;
  applicationNumber: number;
  /** "2027년 3월 6일(토) ~ 6월 26일(토)". */
  term: string;
  attended: number;
  sessions: number;
  /** The day it is issued, "YYYY-MM-DD" (Seoul). */
  issuedOn: string;
};

/** "제 A-000012 호": the 신청번호, so one application has one certificate number. */
export const certificateNumber = (f: Pick<CertificateFacts, "applicationNumber">) =>
  `제 ${formatApplicationNumber(f.applicationNumber)} 호`;

/** "2027년 6월 26일" from a `YYYY-MM-DD` day. */
export function longDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return `${y}년 ${m}월 ${d}일`;
}

/** The labelled lines under the title, in order. */
export function certificateRows(f: CertificateFacts): [label: string, value: string][] {
  return [
    ["성명", f.name],
    ["과정", f.programTitle],
    ["수강 기간", f.term],
    ["출석", `전체 ${f.sessions}회 가운데 ${f.attended}회`],
  ];
}

export function certificateStatement(f: CertificateFacts): string {
  return `위 사람은 ${f.centreName}에서 운영한 위 과정을 수료 기준 이상 출석하여 마쳤으므로 이 증서를 드립니다.`;
}

/** The file's name: "수료증-교회음악 아카데미.pdf" (the title's unsafe characters dropped). */
export function certificateFileName(f: Pick<CertificateFacts, "programTitle">): string {
  const title = f.programTitle.replace(/[\\/:*?"<>|\u0000-\u001f]/g, "").trim() || "수업";
  return `수료증-${title}.pdf`;
}
