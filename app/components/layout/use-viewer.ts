// Who the header shows as signed in (decision 233). A member may be given a page from the page
// cache, whose data names nobody; the browser remembers that it signed in (a hint, never trusted:
// it only decides whether to ask), and the header asks `/resources/viewer` after hydration.
import { useEffect, useState } from "react";
import type { SessionUser } from "~/domain/session-user";

/** On <html> while the browser remembers a sign-in (app.css then hides the header's 로그인). */
const HINT = "signed-in";

/**
 * Run in the head before the first paint (root's Layout; the client build leaves it out): with the
 * hint, the header's signed-out links are kept invisible (app.css) so a member does not see 로그인
 * flash by.
 */
export const SIGNED_IN_HINT_SCRIPT = `try{localStorage.signedIn&&document.documentElement.classList.add('${HINT}')}catch(e){}`;

/**
 * In the head of a page rendered for a signed-in member (never a stored page, decision 233): the
 * browser remembers the sign-in as soon as the page is parsed, not only once it has hydrated, so
 * a member who leaves it sooner (a link tapped on a slow phone) is still known on a stored page.
 */
export const REMEMBER_SIGN_IN_SCRIPT = `try{localStorage.signedIn=1}catch(e){}document.documentElement.classList.add('${HINT}');`;

/** Called with what the server said: a rendered page's user, the viewer's answer, a logout. */
export function rememberSignIn(signedIn: boolean) {
  try {
    if (signedIn) localStorage.signedIn = 1;
    else delete localStorage.signedIn;
  } catch {
    // storage denied: the header then shows a member's menu only on rendered pages
  }
  document.documentElement.classList.toggle(HINT, signedIn);
}

/**
 * The root's user when the page was rendered for this visitor; otherwise, when the browser
 * remembers a sign-in, the viewer asked for that same root data (root data that changes, after an
 * action, is asked about again). A failed answer keeps the hint: the next page asks again.
 */
export function useViewer(rootData: { user: SessionUser | null } | undefined): SessionUser | null {
  // [the root data asked about, the answer]
  const [asked, setAsked] = useState<[object, SessionUser | null]>();
  useEffect(() => {
    if (rootData?.user) rememberSignIn(true);
    else if (rootData && document.documentElement.classList.contains(HINT))
      fetch("/resources/viewer")
        .then((response) => response.json())
        .then(
          ({ user }: { user: SessionUser | null }) => {
            rememberSignIn(!!user);
            setAsked([rootData, user]);
          },
          () => {},
        );
  }, [rootData]);
  return rootData?.user ?? (asked && asked[0] === rootData ? asked[1] : null);
}
