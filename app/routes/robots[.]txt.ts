import { robotsTxt } from "~/seo/sitemap";
import { getSettings } from "~/backends/app.server";

export function loader() {
  return new Response(robotsTxt(getSettings().siteUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
