// What a content picture's <img> carries, urgent or not.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentImage } from "./content-image";

const image = {
  src: "/images/drum.jpg",
  srcSet: "/images/drum.jpg?w=400 400w, /images/drum.jpg?w=800 800w",
  width: 800,
  height: 600,
  alt: "드럼을 치는 수강생",
};

describe("ContentImage", () => {
  it("fetches the page's main picture at once, first", () => {
    const html = renderToString(<ContentImage image={image} priority sizes="100vw" />);
    expect(html).toBe(
      '<img src="/images/drum.jpg" srcSet="/images/drum.jpg?w=400 400w, /images/drum.jpg?w=800 800w" width="800" height="600" alt="드럼을 치는 수강생" loading="eager" decoding="sync" fetchpriority="high" sizes="100vw"/>',
    );
  });

  it("lets every other picture wait until it nears the viewport", () => {
    const html = renderToString(
      <ContentImage image={{ ...image, srcSet: undefined }} className="h-auto w-full" />,
    );
    expect(html).toBe(
      '<img src="/images/drum.jpg" width="800" height="600" alt="드럼을 치는 수강생" loading="lazy" decoding="async" class="h-auto w-full"/>',
    );
  });

  it("drops `sizes` when there are no candidates to choose from (the bundled pictures): HTML forbids it", () => {
    const html = renderToString(
      <ContentImage image={{ ...image, srcSet: undefined }} sizes="100vw" className="w-full" />,
    );
    expect(html).not.toContain("sizes");
    expect(html).toContain('class="w-full"');
  });

  it("renders nothing for a picture the editors left unset", () => {
    expect(renderToString(<ContentImage image={null} className="w-full" />)).toBe("");
  });
});
