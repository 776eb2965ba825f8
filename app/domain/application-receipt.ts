// What the applicant reads right after applying (the dialog's confirmation and /apply's receipt):
// received, or on the waiting list with their place. Small and dependency-free: it ships with the
// dialog's code.

/** `emailGiven`: without an address the centre calls when a seat comes (decision 191). */
export function receiptWording(status: string, waitingPlace: number | null, emailGiven = true) {
  // A lottery's entry (decision 270): no seat and no place until the draw.
  if (status === "추첨")
    return {
      title: "추첨 접수되었습니다.",
      body: `접수 기간이 끝난 뒤 추첨 일시에 추첨합니다. 신청 순서는 추첨과 관계없으며, 결과는 ${emailGiven ? "이메일로 알려드리고" : "입력하신 전화번호로 연락드리고"} 프로그램 페이지의 추첨 결과에서 신청번호로 확인할 수 있습니다.`,
    };
  if (status === "대기")
    return {
      title: "대기 신청이 접수되었습니다.",
      body: `정원이 모두 차서 ${waitingPlace ? `대기 ${waitingPlace}번으로` : "대기자로"} 신청되었습니다. 자리가 나면 순서대로 접수해 드리고 ${emailGiven ? "이메일로 알려드립니다." : "입력하신 전화번호로 연락드립니다."}`,
    };
  return {
    title: "신청이 접수되었습니다.",
    body: "담당자가 확인한 뒤 입력하신 전화번호로 수업 일정과 준비물을 안내해 드립니다. 문의하실 때 신청번호를 알려주세요.",
  };
}
