// Any other path (requirements §2). People are sent home with a message saying why; a client
// that says it is a crawler or a script (isbot) gets a real 404 page marked noindex instead, so
// search engines drop the address rather than index the home page under it (decision 249).
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { isbot } from "isbot";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { NOT_FOUND_TITLE } from "~/domain/not-found-title";
import { siteFromMatches } from "~/seo/meta";
import { redirectWithToast } from "~/toast.server";

const UNKNOWN_PATH_TOAST = "찾으시는 페이지가 없어 홈으로 이동했습니다.";

function leadHome(request: Request, status: 302 | 303) {
  if (isbot(request.headers.get("User-Agent") ?? "")) {
    throw new Response("페이지를 찾을 수 없습니다.", { status: 404 });
  }
  return redirectWithToast(request, "/", { message: UNKNOWN_PATH_TOAST, kind: "info" }, { status });
}

export function loader({ request }: LoaderFunctionArgs) {
  return leadHome(request, 302);
}

export function action({ request }: ActionFunctionArgs) {
  return leadHome(request, 303);
}

export const headers: HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.set("X-Robots-Tag", "noindex");
  return headers;
};

export const meta: MetaFunction = ({ matches }) => [
  { title: `${NOT_FOUND_TITLE} | ${siteFromMatches(matches).siteName}` },
  { name: "robots", content: "noindex" },
];

export const ErrorBoundary = RouteErrorBoundary;
