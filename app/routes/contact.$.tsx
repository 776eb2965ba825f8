// Spec §2: /contact/* shows the contact page too (same loader, page and meta).
export { action, default, ErrorBoundary, loader, meta } from "./contact";
