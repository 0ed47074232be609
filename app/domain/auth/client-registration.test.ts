import { describe, expect, it } from "vitest";
import { appOriginOf, brandClientHosts, clientMetadataFor } from "./client-registration";

const seaside = { ibeUid: "seaside", name: "Seaside Stays", hosts: ["seaside.example"] };

describe("a brand's client registration request", () => {
  it.each<[string, string, string[], string[]]>([
    [
      "production: https, no port",
      "https://admin.quartier.example/en/admin/brands/seaside",
      ["https://seaside.example/auth/callback", "https://admin.seaside.example/auth/callback"],
      ["https://seaside.example/", "https://admin.seaside.example/"],
    ],
    [
      "locally: http and the app's port",
      "http://admin.quartier.localhost:9350/en/admin/brands/seaside",
      ["http://seaside.example:9350/auth/callback", "http://admin.seaside.example:9350/auth/callback"],
      ["http://seaside.example:9350/", "http://admin.seaside.example:9350/"],
    ],
  ])("%s", (_case, requestUrl, redirects, postLogout) => {
    expect(clientMetadataFor(seaside, appOriginOf(requestUrl))).toEqual({
      client_name: "Seaside Stays",
      tenant: "seaside",
      redirect_uris: redirects,
      post_logout_redirect_uris: postLogout,
      grant_types: ["authorization_code", "refresh_token", "client_credentials"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    });
  });

  it.each<[string[], string[]]>([
    [["a.example"], ["a.example", "admin.a.example"]],
    [
      ["a.example", "www.a.example"],
      ["a.example", "admin.a.example", "www.a.example", "admin.www.a.example"],
    ],
    [
      ["a.example", "a.example"],
      ["a.example", "admin.a.example"],
    ],
  ])("registers %j with the admin host of each: %j", (hosts, expected) => {
    expect(brandClientHosts(hosts)).toEqual(expected);
  });

  it("takes https for any scheme but plain http", () => {
    expect(appOriginOf("https://x.example:8443/")).toEqual({ protocol: "https:", port: "8443" });
    expect(appOriginOf("http://x.localhost/")).toEqual({ protocol: "http:", port: "" });
  });
});
