// What 문의 상세 tells staff before they answer (decision 286): where the answer goes, the bytes a
// text leaves and how many are used, and that staff call when texts are off.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ByteCount, ChannelNote, type AnswerRoute } from "./inquiry-answer-form";

const words = (html: string) => html.replaceAll("<!-- -->", "");
const route = (channel: AnswerRoute["channel"], email = ""): AnswerRoute => ({
  channel,
  email,
  phone: "010-2345-6789",
  budget: 1945,
});

describe("the answer form's note on where the answer goes", () => {
  it("names the address for mail", () => {
    expect(
      words(renderToString(<ChannelNote route={route("mail", "sea@example.com")} />)),
    ).toContain("답변은 sea@example.com 주소로 메일로 보냅니다.");
  });

  it("names the number and the bytes one LMS leaves for a text", () => {
    const note = words(renderToString(<ChannelNote route={route("text")} />));
    expect(note).toContain("답변은 010-2345-6789 번호로 문자(장문 LMS)로 보내므로 1,945바이트");
  });

  it("tells staff to call when texts are off, as an alert", () => {
    const note = words(renderToString(<ChannelNote route={route("call")} />));
    expect(note).toContain('role="alert"');
    expect(note).toContain("문자 발송이 꺼져 있어(SOLAPI 설정 없음)");
    expect(note).toContain("010-2345-6789 번호로 전화해 알려주세요");
  });
});

describe("the live byte count", () => {
  it("shows the bytes used against the budget, and how many to cut once over", () => {
    expect(words(renderToString(<ByteCount bytes={15} budget={1945} />))).toContain(
      "15 / 1,945바이트",
    );
    const over = words(renderToString(<ByteCount bytes={2000} budget={1945} />));
    expect(over).toContain("55바이트 줄여야 보낼 수 있습니다");
  });
});
