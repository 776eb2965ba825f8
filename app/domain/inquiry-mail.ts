// The e-mails about inquiries, composed as plain data (pure): the notice to the centre when an
// inquiry arrives, and the answer to the person who wrote it.
import { inquiryLabel } from "~/domain/inquiry";
import { formatSeoulLongDateTime } from "~/domain/seoul-time";

type InquiryForMail = {
  id: string;
  sequenceNumber: number;
  name: string;
  email: string;
  phone: string;
  category: string;
  title: string;
  message: string;
  createdAt: string;
  response?: string | null;
  userId?: string | null;
};

/**
 * To the centre's notification address; replies go straight to the person who asked, when they
 * gave an e-mail (without one the answer goes by text or staff call, decision 286).
 */
export function newInquiryNotice(inquiry: InquiryForMail, siteUrl: string, to: string) {
  return {
    to,
    ...(inquiry.email ? { replyTo: inquiry.email } : {}),
    subject: `[새 문의] ${inquiryLabel(inquiry.sequenceNumber)} ${inquiry.title}`,
    text: [
      `새 문의가 접수되었습니다. (${inquiryLabel(inquiry.sequenceNumber)})`,
      "",
      `유형: ${inquiry.category}`,
      `이름: ${inquiry.name}${inquiry.userId ? " (회원)" : ""}`,
      `이메일: ${inquiry.email || "-"}`,
      `전화번호: ${inquiry.phone || "-"}`,
      `접수 시각: ${formatSeoulLongDateTime(inquiry.createdAt)}`,
      "",
      `제목: ${inquiry.title}`,
      "",
      inquiry.message,
      "",
      `답변하기: ${siteUrl}/admin/inquiries/${inquiry.id}`,
    ].join("\n"),
  };
}

/** To the person who asked, with their question quoted below the answer. */
export function inquiryAnswerMail(inquiry: InquiryForMail, response: string, siteUrl: string) {
  const quoted = inquiry.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  return {
    to: inquiry.email,
    subject: `[청라 문화교육센터] ${inquiryLabel(inquiry.sequenceNumber)} 문의에 답변드립니다`,
    text: [
      `${inquiry.name}님, 안녕하세요. 청라 문화교육센터입니다.`,
      `${formatSeoulLongDateTime(inquiry.createdAt)}에 보내주신 문의 "${inquiry.title}"에 답변드립니다.`,
      "",
      response,
      "",
      "― 보내주신 문의 ―",
      quoted,
      "",
      inquiry.userId
        ? `회원이시면 마이페이지에서도 답변을 확인하실 수 있습니다: ${siteUrl}/mypage`
        : `추가로 궁금하신 점은 ${siteUrl}/contact 에서 문의해주세요.`,
    ].join("\n"),
  };
}
