// Answers several routes give alike: the endpoints' never-stored text and JSON, the webhooks'
// refusal of anything but a POST, and the mailed-link pages' choice of headers.
import type { HeadersFunction } from "@remix-run/node";
import { PRIVATE_CACHE_CONTROL } from "~/http/cache-control";

/** A plain-text answer, never stored (the preview-mode endpoints). */
export const privateText = (
  status: number,
  message: string,
  headers: Record<string, string> = {},
) =>
  new Response(message, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": PRIVATE_CACHE_CONTROL,
      ...headers,
    },
  });

/** A JSON answer, never stored (the webhooks). */
export const noStoreJson = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** A webhook's answer to any method but POST. */
export const postOnly = () => noStoreJson(405, { message: "POST 요청만 받습니다." });

/**
 * A page whose loader and action both choose their Cache-Control (the mailed-link pages: cancel,
 * verify-email): the action's headers once it answered, else the loader's.
 */
export const answerHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
