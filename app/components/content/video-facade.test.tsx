// The video card before a click: one play button (the artwork has none of its own), a plain link
// to the video, and no player frame, so nothing loads from YouTube until the visitor asks.
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VideoFacade } from "./video-facade";

const lecture = {
  title: "드럼 기본 리듬 8비트",
  description: "",
  videoId: "dQw4w9WgXcQ",
  thumbnail: {
    src: "/content/video-drum-rudiments-1280x720.svg",
    width: 1280,
    height: 720,
    alt: "드럼 강의 미리보기 그림",
  },
  program: { id: 7, title: "신나는 드럼 교실" },
};

describe("VideoFacade", () => {
  it("shows one play button over the thumbnail, links to the video and loads no frame", () => {
    const html = renderToStaticMarkup(<VideoFacade lecture={lecture} />);
    expect(html.match(/<svg/g)).toHaveLength(1);
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain("드럼 기본 리듬 8비트 동영상 재생");
    expect(html).not.toContain("<iframe");
  });

  it("uses lecture artwork that draws no play button of its own", () => {
    for (const slug of [
      "drum-rudiments",
      "guitar-basics",
      "english-greetings",
      "pilates-stretch",
    ]) {
      const svg = readFileSync(
        path.join(process.cwd(), "public/content", `video-${slug}-1280x720.svg`),
        "utf8",
      );
      // The removed button was a dark circle with a white triangle (path "M… l… …z") on top.
      expect(svg, slug).not.toMatch(/<circle r="[\d.]+" fill="[^"]+" opacity="\.82"\/><path d="M-/);
    }
  });
});
