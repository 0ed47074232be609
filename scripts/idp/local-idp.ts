/**
 * A certified OpenID Connect provider (oidc-provider) run locally as a Node process with demo users,
 * so sign-in is a real OIDC flow on a machine with no internet. Not for production: the development
 * login page accepts any password. The clients' secret and the cookie keys come from the caller (this
 * machine's local secrets, scripts/local/secrets.ts).
 *
 *   IDP_PORT=8788 APP_PORT=8787 npx jiti scripts/idp/local-idp.ts
 */
import Provider from "oidc-provider";
import { TENANTS } from "../../app/domain/tenancy/tenant-registry.ts";
import { localSecrets } from "../local/secrets.ts";
import { DEMO_USERS } from "./demo-users.ts";

export type LocalIdpOptions = {
  port: number;
  appPort: number;
  /** The secret every tenant's client authenticates with (the app's OIDC_CLIENT_SECRET). */
  clientSecret: string;
  /** Keys that sign the provider's cookies, newest first. */
  cookieKeys: string[];
};

export function startLocalIdp({ port, appPort, clientSecret, cookieKeys }: LocalIdpOptions) {
  const issuer = `http://localhost:${port}`;
  const clients = TENANTS.map((tenant) => {
    const hosts = tenant.hosts.filter((h) => h.endsWith(".localhost")).flatMap((h) => [h, `admin.${h}`]);
    return {
      client_id: tenant.identity.clientId,
      client_secret: clientSecret,
      redirect_uris: hosts.map((h) => `http://${h}:${appPort}/auth/callback`),
      post_logout_redirect_uris: hosts.map((h) => `http://${h}:${appPort}/`),
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
    };
  });

  const provider = new Provider(issuer, {
    clients,
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"], roles: ["roles", "tenant"] },
    scopes: ["openid", "email", "profile", "roles", "offline_access"],
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    cookies: { keys: cookieKeys },
    async findAccount(_ctx, id) {
      const user = DEMO_USERS.find((u) => u.sub === id || u.email === id);
      if (!user) return undefined;
      return {
        accountId: user.sub,
        async claims() {
          return {
            sub: user.sub,
            email: user.email,
            email_verified: true,
            name: user.name,
            roles: [...user.roles],
            tenant: user.tenant,
          };
        },
      };
    },
  });
  provider.proxy = true;
  const server = provider.listen(port);
  return { issuer, close: () => server.close() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.IDP_PORT ?? 8788);
  const appPort = Number(process.env.APP_PORT ?? process.env.PORT ?? 8787);
  const secrets = localSecrets();
  const { issuer } = startLocalIdp({
    port,
    appPort,
    clientSecret: secrets.OIDC_CLIENT_SECRET,
    cookieKeys: secrets.IDP_COOKIE_KEYS,
  });
  console.log(`Local OpenID Connect provider at ${issuer}/.well-known/openid-configuration`);
}
