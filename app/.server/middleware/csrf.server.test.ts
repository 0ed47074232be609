import { describe, expect, it } from "vitest";
import { isTrustedRequest } from "./csrf.server";

const trustedHosts = ["alpenstay.localhost", "admin.alpenstay.localhost"];
const url = "http://alpenstay.localhost:8787/de/checkout";

describe("isTrustedRequest", () => {
  it.each([
    // method, Sec-Fetch-Site, Origin, expected
    ["GET", "cross-site", "http://evil.example", true],
    ["HEAD", null, null, true],
    ["POST", "same-origin", "http://alpenstay.localhost:8787", true],
    ["POST", "same-origin", null, true],
    ["POST", "same-site", "http://admin.alpenstay.localhost:8787", true],
    ["POST", null, "http://alpenstay.localhost:8787", true],
    ["POST", "cross-site", "http://evil.example", false],
    ["POST", "cross-site", "http://alpenstay.localhost:8787", false],
    ["POST", "same-site", "http://citynest.localhost:8787", false],
    ["POST", "same-site", null, false],
    ["POST", null, null, false],
    ["POST", "none", null, false],
    ["POST", null, "null", false],
    ["POST", null, "not a url", false],
    ["POST", null, "https://alpenstay.localhost:8787", false],
    ["POST", null, "http://alpenstay.localhost:9999", false],
    ["DELETE", "same-origin", "http://evil.example", false],
    ["PUT", "same-origin", "http://alpenstay.localhost:8787", true],
  ])("%s site=%s origin=%s -> %s", (method, secFetchSite, origin, expected) => {
    expect(isTrustedRequest({ method, secFetchSite, origin, requestUrl: url, trustedHosts })).toBe(expected);
  });
});
