// The privacy policy page always shows the retention table the job enforces (decision 209): a
// `privacy` page whose text lacks the `retentionPeriods` block (a dataset from before it, or an
// editor removed it) gets it at the end under its own heading, so /privacy never goes without it.
import type { PortableTextBlock } from "@portabletext/react";
import type { Page } from "./types";

export const RETENTION_BLOCK_TYPE = "retentionPeriods";

export function withRetentionPeriods(page: Page): Page {
  if (page.body.some((block) => block._type === RETENTION_BLOCK_TYPE)) return page;
  const heading: PortableTextBlock = {
    _type: "block",
    _key: "retention-heading",
    style: "h2",
    markDefs: [],
    children: [
      {
        _type: "span",
        _key: "retention-heading-text",
        text: "개인정보의 보유 기간과 파기",
        marks: [],
      },
    ],
  };
  const table = { _type: RETENTION_BLOCK_TYPE, _key: "retention-periods" } as PortableTextBlock;
  return { ...page, body: [...page.body, heading, table] };
}
