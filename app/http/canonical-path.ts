// The one spelling of a URL path (decision 140). Remix routes a path after the WHATWG URL parser
// resolved its dot segments (also `%2e` ones and backslashes) and its router decoded each segment
// and matched letters in any case, ignoring trailing slashes. Express, the page cache and the body
// gate read the raw path. Each spelling the two disagree on let a request be judged as one path
// and routed as another (`/api/webhooks/../../register`: no form checks, then the sign-up action).
// So the front door (app/server/front-door.server.ts) lets in only this spelling: anything that
// would resolve elsewhere is refused, and a harmless other spelling of a page is redirected here.

/** Route patterns as a tree of segments: static ones in lower case, `:` a parameter, `*` a splat. */
export type RouteTree = { static: Map<string, RouteTree>; param?: RouteTree; splat: boolean };

const emptyTree = (): RouteTree => ({ static: new Map(), splat: false });

/** Pure: the tree of route patterns such as "program/:id", "contact/*", "healthz/live". */
export function routeTree(patterns: Iterable<string>): RouteTree {
  const root = emptyTree();
  for (const pattern of patterns) {
    let node = root;
    for (const segment of pattern.split("/").filter(Boolean)) {
      if (segment === "*") {
        node.splat = true;
        break;
      }
      if (segment.startsWith(":")) node = node.param ??= emptyTree();
      else {
        const name = segment.toLowerCase();
        if (!node.static.has(name)) node.static.set(name, emptyTree());
        node = node.static.get(name)!;
      }
    }
  }
  return root;
}

/** Characters kept as they are in a path segment (RFC 3986 pchar); everything else is %XX. */
const KEPT_ESCAPES = /%(2[46BC]|3[ABD]|40)/g; // $ & + , : ; = @, which encodeURIComponent escapes

function encodeSegment(decoded: string): string {
  return encodeURIComponent(decoded).replace(KEPT_ESCAPES, (escape) => decodeURIComponent(escape));
}

/** A segment that must never reach a router: a dot segment, a slash or control character inside. */
const FORBIDDEN_IN_SEGMENT = /[/\\\u0000-\u001f\u007f]/;
const DATA_SUFFIX = ".data"; // Remix's single-fetch data request for the page at the same path

/**
 * Pure: the canonical spelling of `path` (no query), or null when no spelling of it is safe to
 * route: not starting with "/", a fragment, bad percent-encoding, a dot segment or an encoded
 * slash, backslash or control character. Canonical: no empty segments (so no `//` and no trailing
 * slash), each segment percent-encoded one way, route words in lower case (a parameter's value
 * keeps its case: it is what the loader reads).
 */
export function canonicalPath(path: string, tree: RouteTree): string | null {
  if (!path.startsWith("/") || path.includes("#")) return null;
  const segments: string[] = [];
  for (const raw of path.split("/")) {
    if (raw === "") continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (decoded === "." || decoded === ".." || FORBIDDEN_IN_SEGMENT.test(decoded)) return null;
    segments.push(decoded);
  }
  let node: RouteTree | undefined = tree;
  const spelled = segments.map((segment, index) => {
    const last = index === segments.length - 1;
    const data = last && segment.endsWith(DATA_SUFFIX) && segment.length > DATA_SUFFIX.length;
    const word = (data ? segment.slice(0, -DATA_SUFFIX.length) : segment).toLowerCase();
    const staticNode = node?.static.get(word);
    if (staticNode) {
      node = staticNode;
      return encodeSegment(word) + (data ? DATA_SUFFIX : "");
    }
    node = node?.param; // a splat or no route: the rest is kept as written
    return encodeSegment(segment);
  });
  return `/${spelled.join("/")}`;
}
