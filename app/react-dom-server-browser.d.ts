// react-dom 18 ships the Web Streams renderer as "react-dom/server.browser" (it runs in Node 18+
// as well); @types/react-dom declares it only under "react-dom/server". See app/server/render-html.server.tsx.
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
