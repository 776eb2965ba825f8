// Spec §2: /contact/* shows the contact page too (same loader, page and meta).
export { default, ErrorBoundary, loader, meta } from "./contact";
