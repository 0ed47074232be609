import { describe, expect, it } from "vitest";
import { allowedOrigins, frameAncestorSources, isAllowedAppUrl, isSameOriginPost } from "./origins";

const allowed = allowedOrigins(
  "https://quartier.example, https://www.quartier.example  not-an-origin https://x.example/path",
);

describe("allowed app origins", () => {
  it("keeps only plain http(s) origins from the variable", () => {
    expect([...allowed.origins]).toEqual(["https://quartier.example", "https://www.quartier.example"]);
    expect(allowedOrigins(undefined).origins.size).toBe(0);
  });

  it.each([
    ["http://quartier.localhost:5173/en/checkout/payment?id=1", true],
    ["https://alpenstay.localhost/x", true],
    ["http://localhost:8787/", true],
    ["https://quartier.example/en/checkout/payment", true],
    ["https://www.quartier.example/", true],
    ["http://quartier.example/", false],
    ["https://quartier.example:8443/", false],
    ["https://evil.example/", false],
    ["https://quartier.example.evil.example/", false],
    ["https://localhost.evil.example/", false],
    ["javascript:alert(1)", false],
    ["https://user:pw@quartier.localhost/", false],
    ["/relative", false],
  ])("%s -> %s", (url, expected) => {
    expect(isAllowedAppUrl(url, allowed)).toBe(expected);
  });

  it("frames only from itself, local hosts and the configured origins", () => {
    expect(frameAncestorSources(allowed)).toEqual([
      "'self'",
      "http://localhost:*",
      "https://localhost:*",
      "http://*.localhost:*",
      "https://*.localhost:*",
      "https://quartier.example",
      "https://www.quartier.example",
    ]);
  });
});

describe("posts to the card page", () => {
  const page = "http://payments.localhost:8787";
  it.each([
    [{ "Sec-Fetch-Site": "same-origin", Origin: "null" }, true],
    [{ "Sec-Fetch-Site": "same-origin" }, true],
    [{ "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }, false],
    [{ "Sec-Fetch-Site": "same-site", Origin: "http://quartier.localhost:8787" }, false],
    [{ "Sec-Fetch-Site": "none" }, false],
    [{ Origin: page }, true],
    [{ Origin: "https://evil.example" }, false],
    [{ Origin: "null" }, false],
    [{}, true],
  ])("%j -> %s", (headers, expected) => {
    expect(isSameOriginPost(new Headers(headers), page)).toBe(expected);
  });
});
