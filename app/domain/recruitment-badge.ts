// The badge on a class card. Apart from recruitment.ts so the home page's cards do not pull the
// Seoul date formatters that the period rules need into the browser (bench/weight).
import type { Recruitment } from "~/domain/recruitment";

export type RecruitmentBadge = {
  label: string;
  tone: "open" | "closing" | "upcoming" | "closed";
  /** What a screen reader says instead of a short label such as "D-3". */
  spoken: string | null;
};

/** 모집중 / D-n (D-day on the last day) / 대기접수 (seats taken) / 모집예정 / 마감. */
export function recruitmentBadge(
  recruitment: Pick<Recruitment, "phase" | "daysLeft">,
): RecruitmentBadge {
  const { phase, daysLeft } = recruitment;
  if (phase === "full")
    return { label: "대기접수", tone: "closing", spoken: "정원 마감, 대기 접수 중" };
  if (phase === "upcoming") return { label: "모집예정", tone: "upcoming", spoken: null };
  if (phase !== "open") return { label: "마감", tone: "closed", spoken: null };
  if (daysLeft === null) return { label: "모집중", tone: "open", spoken: null };
  return daysLeft === 0
    ? { label: "D-day", tone: "closing", spoken: "오늘 모집 마감" }
    : { label: `D-${daysLeft}`, tone: "closing", spoken: `모집 마감 ${daysLeft}일 전` };
}
