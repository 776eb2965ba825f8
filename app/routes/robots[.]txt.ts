import { getEnv } from "~/env.server";
import { robotsTxt } from "~/seo/sitemap";

export function loader() {
  return new Response(robotsTxt(getEnv().siteUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
