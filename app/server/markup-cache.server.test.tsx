// The server's cache of ServerMarkup children (decision 231): one render per kind and data, the
// same HTML as an uncached render, and a bound on what it keeps.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProgramCard } from "~/components/programs/program-card";
import { DeferredIsland, deferredCode } from "~/components/ui/deferred-island";
import { MarkupCache, ServerMarkup } from "~/components/ui/server-markup";
import { SiteFooter } from "~/components/layout/site-footer";
import { toProgramCard } from "~/content/program-card-data";
import { DRUM_CLASS } from "~/content/program-card.test-support";
import { testSiteSettings } from "../../tests/support/site-settings";
import { createMarkupCache } from "./markup-cache.server";

function countingCard() {
  const renders: string[] = [];
  function Card({ title }: { title: string }) {
    renders.push(title);
    return <a href="/program/7">{title}</a>;
  }
  return { renders, Card };
}

describe("the markup cache", () => {
  it("renders a ServerMarkup's children once per kind and data, and serves the same HTML", () => {
    const cache = createMarkupCache();
    const { renders, Card } = countingCard();
    const page = (title: string, kind = "card") => (
      <MarkupCache.Provider value={cache}>
        <ServerMarkup as="li" data={{ title }} cacheAs={kind} className="slide">
          <Card title={title} />
        </ServerMarkup>
      </MarkupCache.Provider>
    );
    const first = renderToString(page("드럼"));
    expect(renderToString(page("드럼"))).toBe(first);
    expect(renders).toEqual(["드럼"]);
    expect(first).toBe('<li class="slide"><a href="/program/7">드럼</a></li>');
    // New data (an edit, a seat taken) or another kind of card is rendered afresh.
    renderToString(page("기타"));
    renderToString(page("드럼", "first-card"));
    expect(renders).toEqual(["드럼", "기타", "드럼"]);
  });

  it("writes a data object's JSON once, however many renders it is given to", () => {
    const cache = createMarkupCache();
    let written = 0;
    const data = { title: "드럼", toJSON: () => (written++, { title: "드럼" }) };
    for (let i = 0; i < 3; i++) expect(cache("card", data, <b>드럼</b>)).toBe("<b>드럼</b>");
    expect(written).toBe(1);
    // An equal object given afresh (a card of a re-judged class) is keyed by its JSON again.
    cache("card", { ...data }, <b>드럼</b>);
    expect(written).toBe(2);
  });

  it("keeps a class card's HTML exactly as the card renders it", () => {
    const program = toProgramCard(DRUM_CLASS);
    const cached = renderToString(
      <MarkupCache.Provider value={createMarkupCache()}>
        <ServerMarkup as="li" data={program} cacheAs="card">
          <ProgramCard program={program} />
        </ServerMarkup>
      </MarkupCache.Provider>,
    );
    const rendered = renderToString(
      <ServerMarkup as="li" data={program}>
        <ProgramCard program={program} />
      </ServerMarkup>,
    );
    // A static render writes no comment between adjacent texts, which nothing hydrates here.
    expect(cached).toBe(rendered.replaceAll("<!-- -->", ""));
    expect(cached).toContain('href="/program/7"');
  });

  it("renders a deferred island marked cacheAs once per props, once its code is here", async () => {
    const cache = createMarkupCache();
    const { renders, Card } = countingCard();
    const Footer = Object.assign((props: { title: string }) => <Card {...props} />, {
      cacheAs: "footer",
    });
    const code = deferredCode(async () => ({ default: Footer }));
    const page = (title: string) => (
      <MarkupCache.Provider value={cache}>
        <DeferredIsland code={code} props={{ title }} className="contents" />
      </MarkupCache.Provider>
    );
    await code.load();
    const first = renderToString(page("센터"));
    expect(renderToString(page("센터"))).toBe(first);
    expect(first).toBe('<div class="contents"><a href="/program/7">센터</a></div>');
    renderToString(page("소개"));
    expect(renders).toEqual(["센터", "소개"]);
  });

  it("keeps the site footer cacheable: plain links, rendered without a router", () => {
    const settings = testSiteSettings;
    expect(SiteFooter.cacheAs).toBe("site-footer");
    const html = createMarkupCache()(
      "site-footer",
      { settings },
      <SiteFooter settings={settings} />,
    );
    expect(html).toContain('href="/about"');
    expect(html).toContain("청라 문화교육센터");
  });

  it("keeps at most its bound, dropping the oldest", () => {
    const cache = createMarkupCache(2);
    const { renders, Card } = countingCard();
    for (const title of ["가", "나", "다", "가"]) cache("card", title, <Card title={title} />);
    expect(renders).toEqual(["가", "나", "다", "가"]);
    cache("card", "다", <Card title="다" />);
    expect(renders).toHaveLength(4);
  });
});
