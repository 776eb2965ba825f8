// Remix's <Scripts>, fetched after the browser's first paint instead of alongside the
// stylesheets and the font (decision 068). The server renders <Scripts> into an inert
// <template>; the loader below runs its data script at once (the streamed single-fetch chunks
// that follow write into it) and adds the module preloads and the hydration module after the
// first frame. The page works before that: links are links and forms post without JavaScript.
import { Scripts } from "@remix-run/react";

/**
 * Classic inline script. Nodes go to the end of <body>, where React's hydration tolerates
 * extra nodes; scripts cloned from a template still run (the parser never started them).
 * A hidden page paints nothing, so it is not kept waiting for a frame.
 */
export const LOADER_SCRIPT = `(function(){
var f=document.getElementById("remix-scripts").content,b=document.body,done=false;
f.querySelectorAll("script:not([type=module])").forEach(function(s){b.appendChild(document.importNode(s,true));s.remove()});
function go(){if(done)return;done=true;b.appendChild(document.importNode(f,true))}
if(document.visibilityState!=="visible")go();else requestAnimationFrame(function(){setTimeout(go,0)});
})()`;

export function ScriptsAfterFirstPaint({ nonce }: { nonce: string | undefined }) {
  // The browser never puts a template's children into the page, so in the browser the
  // template stays empty (hydration matches) and neither <Scripts> nor the loader text ships.
  return (
    <>
      <template id="remix-scripts">
        {import.meta.env.SSR ? <Scripts nonce={nonce} /> : null}
      </template>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? LOADER_SCRIPT : " " }}
      />
    </>
  );
}
