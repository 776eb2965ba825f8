// Kakao login: OpenID Connect (authorization code + PKCE, state and nonce kept in the session
// cookie) with openid-client; endpoints come from discovery at KAKAO_ISSUER (Kakao's by default,
// a local oidc-provider in the tests). The callback is /auth/kakao/callback on SITE_URL.
import * as client from "openid-client";
import type { SocialProfile } from "~/accounts/service.server";
import type { Env } from "~/env.server";
import { once } from "~/once";
import { log } from "~/log.server";

export const KAKAO_CALLBACK_PATH = "/auth/kakao/callback";
// Kakao's consent items; nickname, image and e-mail arrive as ID-token / userinfo claims.
const SCOPE = "openid profile_nickname profile_image account_email";

export function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

export type KakaoChecks = { state: string; nonce: string; verifier: string };

/** What Kakao login reads of the settings. */
export type KakaoSettings = Pick<
  Env,
  "KAKAO_CLIENT_ID" | "KAKAO_CLIENT_SECRET" | "KAKAO_ISSUER" | "siteUrl"
>;

/** Kakao login over this process's settings (read on first use): made once by the composition root. */
export function createKakaoLogin(settings: () => KakaoSettings) {
  const kakaoConfiguration = once((): Promise<client.Configuration> => {
    const env = settings();
    if (!env.KAKAO_CLIENT_ID) throw new Error("KAKAO_CLIENT_ID is not set");
    return client
      .discovery(
        new URL(env.KAKAO_ISSUER),
        env.KAKAO_CLIENT_ID,
        { redirect_uris: [callbackUrl()] },
        env.KAKAO_CLIENT_SECRET ? client.ClientSecretPost(env.KAKAO_CLIENT_SECRET) : client.None(),
        {
          // Plain http only for a provider on this machine (the tests' stand-in); never over a network.
          execute: isLoopbackHttp(env.KAKAO_ISSUER) ? [client.allowInsecureRequests] : [],
          timeout: 30,
        },
      )
      .catch((error) => {
        kakaoConfiguration.reset(); // try discovery again next time
        throw error;
      });
  });

  function callbackUrl(): string {
    return `${settings().siteUrl}${KAKAO_CALLBACK_PATH}`;
  }

  /** The provider's authorization URL and the checks the callback must match. */
  async function beginKakaoLogin(): Promise<{ url: URL; checks: KakaoChecks }> {
    const config = await kakaoConfiguration();
    const checks = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl(),
      scope: SCOPE,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
      code_challenge_method: "S256",
    });
    return { url, checks };
  }

  /** Exchanges the callback's code (state, nonce and PKCE checked) for the Kakao user's profile. */
  async function finishKakaoLogin(request: Request, checks: KakaoChecks): Promise<SocialProfile> {
    const config = await kakaoConfiguration();
    // The URL the provider redirected to, on the public origin (not the proxy's internal one).
    const current = new URL(callbackUrl());
    current.search = new URL(request.url).search;
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: checks.verifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error("Kakao answered without an ID token");
    let info: Record<string, unknown> = {};
    try {
      info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    } catch (error) {
      log.warn({ error }, "[kakao] userinfo unavailable; using the ID token's claims");
    }
    const pick = (key: string) => {
      const value = claims[key] ?? info[key];
      return typeof value === "string" && value.trim() ? value.trim() : null;
    };
    // Kakao says whether the account's e-mail is verified; only then does the address count as proven.
    const emailVerified = (claims.email_verified ?? info.email_verified) === true;
    return {
      provider: "kakao",
      subject: claims.sub,
      email: pick("email")?.toLowerCase() ?? null,
      name: pick("nickname") ?? pick("name") ?? "",
      picture: pick("picture"),
      emailVerified,
    };
  }

  return { beginKakaoLogin, finishKakaoLogin };
}
