// Requirements §2: /contact/* shows the contact page too (same loader, page and meta).
export { action, default, ErrorBoundary, headers, loader, meta } from "./contact/route";
