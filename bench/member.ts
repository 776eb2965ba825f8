// A member signed up on a running build, for the benches that load pages as one (throughput,
// rendered): the cookie a browser would send after the welcome message.
import { signUpForm } from "../tests/support/form-client";

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/**
 * A member signed up on the server at `url` (its welcome message already shown, decision 233)
 * with `applications` applications to open classes (at most five), so /mypage has rows to render.
 */
export async function memberCookie(url: string, applications = 0): Promise<string> {
  const registered = await fetch(`${url}/register`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(signUpForm(`bench-${Date.now()}@example.com`)),
  });
  const welcome = await fetch(`${url}/`, { headers: { Cookie: cookiesOf(registered) } });
  await welcome.arrayBuffer();
  const cookie = cookiesOf(welcome);
  if (!cookie.includes("__session=")) throw new Error("the bench member could not sign up");
  for (const [index, programId] of [1, 2, 7, 9, 12].slice(0, applications).entries()) {
    const answer = await fetch(`${url}/api/applications`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({
        name: "홍길동",
        phone: `010-1234-56${String(index).padStart(2, "0")}`,
        email: "bench-member@example.kr",
        preferredTime: "주말",
        companions: "0",
        message: "",
        programId: String(programId),
        programTitle: "",
        idempotencyKey: `bench-member-${index}`,
      }),
    });
    if (answer.status !== 201) throw new Error(`the bench member's application: ${answer.status}`);
  }
  return cookie;
}
