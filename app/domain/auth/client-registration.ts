/**
 * The client metadata a brand's OpenID Connect client is registered with (RFC 7591 section 2): its
 * brand and admin hosts receive codes at `/auth/callback` and come back to `/` after logout; it uses
 * the code and refresh grants for sign-in and client credentials for its admin token (decision 0023).
 * `tenant` is ours: the local provider keys admin scopes on it; RFC 7591 has a provider ignore
 * metadata it does not know.
 */
export type BrandForRegistration = { ibeUid: string; name: string; hosts: readonly string[] };

/** How the app is reached: `https:` without a port in production, `http:` and the port locally. */
export type AppOrigin = { protocol: "http:" | "https:"; port: string };

export type ClientMetadata = {
  client_name: string;
  tenant: string;
  redirect_uris: string[];
  post_logout_redirect_uris: string[];
  grant_types: string[];
  response_types: string[];
  token_endpoint_auth_method: "client_secret_basic";
};

/** The path the provider sends users back to; registered there as `<origin>/auth/callback`. */
export const CALLBACK_PATH = "/auth/callback";

/** The origin of a host as the app is reached (the admin's own request tells protocol and port). */
export function originOf(host: string, { protocol, port }: AppOrigin): string {
  return `${protocol}//${host}${port ? `:${port}` : ""}`;
}

/** The app's origin from a request URL: what the registered URIs of a brand use. */
export function appOriginOf(requestUrl: string): AppOrigin {
  const url = new URL(requestUrl);
  return { protocol: url.protocol === "http:" ? "http:" : "https:", port: url.port };
}

/** Every host of the brand and the admin host of each (`admin.<host>`), once each, in order. */
export function brandClientHosts(hosts: readonly string[]): string[] {
  return [...new Set(hosts.flatMap((host) => [host, `admin.${host}`]))];
}

export function clientMetadataFor(brand: BrandForRegistration, origin: AppOrigin): ClientMetadata {
  const origins = brandClientHosts(brand.hosts).map((host) => originOf(host, origin));
  return {
    client_name: brand.name,
    tenant: brand.ibeUid,
    redirect_uris: origins.map((o) => `${o}${CALLBACK_PATH}`),
    post_logout_redirect_uris: origins.map((o) => `${o}/`),
    grant_types: ["authorization_code", "refresh_token", "client_credentials"],
    response_types: ["code"],
    token_endpoint_auth_method: "client_secret_basic",
  };
}
