// oidc-provider ships no type declarations; the little the tests use of it.
declare module "oidc-provider" {
  import type { Server } from "node:http";
  type Account = { accountId: string; claims: () => Promise<Record<string, unknown>> };
  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined>;
      },
    );
    listen(port: number, host: string, callback: () => void): Server;
  }
}
