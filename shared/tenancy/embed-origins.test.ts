import { describe, expect, it } from "vitest";
import { EMBED_ORIGIN, isEmbedOriginAllowed } from "./embed-origins";

const allowed = ["https://www.alpenstay.example", "http://partner.localhost:*", "https://shop.example:8443"];

describe("isEmbedOriginAllowed", () => {
  it.each([
    ["https://www.alpenstay.example", true],
    ["http://partner.localhost:9412", true],
    ["http://partner.localhost:80", false], // the URL parser drops a scheme's own port: this is no Origin header
    ["https://shop.example:8443", true],
    ["https://shop.example", false],
    ["http://www.alpenstay.example", false],
    ["https://www.alpenstay.example.evil.example", false],
    ["https://evil.example", false],
    ["https://www.alpenstay.example/", false],
    ["null", false],
    ["", false],
    [null, false],
    ["https://partner.localhost:9412", false],
  ])("%s → %s", (origin, expected) => {
    expect(isEmbedOriginAllowed(origin, allowed)).toBe(expected);
  });
});

describe("EMBED_ORIGIN", () => {
  it.each([
    ["https://www.example.com", true],
    ["http://partner.localhost:*", true],
    ["https://example.com:8443", true],
    ["https://example.com/", false],
    ["https://example.com/path", false],
    ["ftp://example.com", false],
    ["https://*.example.com", false],
    ["HTTPS://EXAMPLE.COM", false],
  ])("%s → %s", (origin, expected) => {
    expect(EMBED_ORIGIN.test(origin)).toBe(expected);
  });
});
