// The few parts of oidc-provider's API the local identity provider uses (the package ships no types).
declare module "oidc-provider" {
  import type { Server } from "node:http";

  type Account = { accountId: string; claims(): Promise<Record<string, unknown>> };
  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined>;
      },
    );
    proxy: boolean;
    listen(port: number): Server;
  }
}
