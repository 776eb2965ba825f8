// A real local OpenID Connect provider (the `oidc-provider` package) standing in for Kakao in
// tests. Its development sign-in form accepts any login name: the name becomes the subject, and
// the e-mail is the name itself when it contains "@", otherwise `<name>@kakao.example`.
import type { Server } from "node:http";
import Provider from "oidc-provider";

export const TEST_KAKAO_CLIENT = {
  id: "kakao-test-client",
  secret: "kakao-test-secret-0123456789",
};

export type StartedProvider = { issuer: string; stop: () => Promise<void> };

export async function startOidcProvider(options: {
  port: number;
  redirectUris: string[];
}): Promise<StartedProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_KAKAO_CLIENT.id,
        client_secret: TEST_KAKAO_CLIENT.secret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    // Kakao's consent items as scopes, each releasing its claims (also into the ID token, as Kakao does).
    scopes: ["openid", "profile_nickname", "profile_image", "account_email"],
    claims: {
      openid: ["sub"],
      profile_nickname: ["nickname"],
      profile_image: ["picture"],
      account_email: ["email", "email_verified"],
    },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["local-oidc-provider-test-cookie-key"] },
    async findAccount(_ctx, id) {
      const email = id.includes("@") ? id.toLowerCase() : `${id}@kakao.example`;
      return {
        accountId: id,
        async claims() {
          return { sub: id, nickname: `카카오 ${id.split("@")[0]}`, email, email_verified: true };
        },
      };
    },
  });
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(options.port, "127.0.0.1", () => resolve(listening));
  });
  return {
    issuer,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
