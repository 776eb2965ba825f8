// /privacy names who processes personal data for the centre (처리위탁): texts go through SOLAPI
// (decision 267), so the bundled policy must say so beside the mail it lists.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { RichText } from "~/components/content/portable-text";
import { toPage, type PageResult } from "~/content/mapping";
import { runLocalQuery } from "~/content/local-dataset.server";
import { PAGE_QUERY } from "~/content/queries";

it("the bundled policy lists SOLAPI for texts beside the mail processor", async () => {
  const page = toPage(await runLocalQuery<PageResult>(PAGE_QUERY, { slug: "privacy" }), {
    kind: "local",
  });
  if (!page) throw new Error("no privacy page in the bundled dataset");
  const text = renderToStaticMarkup(createElement(RichText, { value: page.body })).replace(
    /<[^>]+>/g,
    "\n",
  );
  const section = text.slice(text.indexOf("개인정보 처리의 위탁"), text.indexOf("이용자의 권리"));
  expect(section).toContain("솔라피(SOLAPI): 문자 발송");
  expect(section).toMatch(/이메일 발송/);
  expect(section).toContain("Google LLC(Firebase)");
});
