// 자주 묻는 질문 and 찾아오시는 길: the mapping (pure) and the queries against the bundled dataset.
import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { paragraphsOf, toDirections, toFaqs } from "./visit-mapping";

vi.stubEnv("SANITY_PROJECT_ID", "");
type Content = typeof import("./content.server");
let content: Content;
beforeAll(async () => {
  content = await import("./content.server");
});

const local = { kind: "local" } as const;

describe("FAQ mapping", () => {
  it("keeps questions with an answer, splits the answer into paragraphs and shows a draft once", () => {
    expect(
      toFaqs([
        { id: "faq-a", question: " 무료인가요? ", answer: "네.\n\n재료비는 따로 안내합니다.\n" },
        { id: "drafts.faq-a", question: "무료인가요?", answer: "네." },
        { id: "faq-b", question: "  ", answer: "질문이 없는 답" },
        { id: "faq-c", question: "답이 없는 질문", answer: " \n\n " },
        { id: "drafts.faq-d", question: "초안만 있는 질문", answer: "미리보기의 답" },
      ]),
    ).toEqual([
      { id: "faq-a", question: "무료인가요?", answer: ["네.", "재료비는 따로 안내합니다."] },
      { id: "faq-d", question: "초안만 있는 질문", answer: ["미리보기의 답"] },
    ]);
    expect(toFaqs(null)).toEqual([]);
  });

  it("splits paragraphs at blank lines only", () => {
    expect(paragraphsOf("한 줄\n다음 줄\n\n  새 문단  ")).toEqual(["한 줄\n다음 줄", "새 문단"]);
    expect(paragraphsOf(null)).toEqual([]);
  });
});

describe("directions mapping", () => {
  it("is null when the settings say nothing about the way here", () => {
    expect(toDirections(null, local)).toBeNull();
    expect(toDirections({ address: " ", transit: null, parking: "", map: null }, local)).toBeNull();
  });

  it("gives the map the address as its description when staff left the alt text out", () => {
    const directions = toDirections(
      {
        address: "인천 서구 청라동 1",
        transit: null,
        parking: "지하 주차장",
        map: {
          alt: null,
          crop: null,
          hotspot: null,
          asset: { _id: "image-x-10x10-svg", url: "/content/x-10x10.svg", width: 10, height: 10 },
        },
      },
      local,
    );
    expect(directions).toEqual({
      address: "인천 서구 청라동 1",
      transit: [],
      parking: ["지하 주차장"],
      map: { src: "/content/x-10x10.svg", width: 10, height: 10, alt: "약도: 인천 서구 청라동 1" },
    });
  });
});

describe("the bundled dataset", () => {
  it("holds the FAQ in the editors' order, each with an answer", async () => {
    const faqs = await content.getFaqs();
    expect(faqs.length).toBeGreaterThanOrEqual(6);
    expect(faqs[0]!.question).toBe("수강료가 정말 무료인가요?");
    for (const faq of faqs) {
      expect(faq.id).toMatch(/^faq-[a-z-]+$/);
      expect(faq.question).toMatch(/\?$|요\.$/);
      expect(faq.answer.length).toBeGreaterThan(0);
    }
    expect(new Set(faqs.map((f) => f.id)).size).toBe(faqs.length);
  });

  it("holds the address, transit, parking and a bundled map picture for /about", async () => {
    const directions = await content.getDirections();
    expect(directions).not.toBeNull();
    expect(directions!.address).toContain("청라커낼로");
    expect(directions!.transit.join(" ")).toContain("청라국제도시역");
    expect(directions!.parking.join(" ")).toContain("주차");
    expect(directions!.map).toMatchObject({ src: "/content/map-1200x800.svg", width: 1200 });
    expect(directions!.map!.alt).toContain("약도");
    expect(existsSync(path.join(process.cwd(), "public", directions!.map!.src))).toBe(true);
  });
});
