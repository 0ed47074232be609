import { describe, expect, it } from "vitest";
import { isMobileGuess } from "./mobile-guess";

describe("isMobileGuess", () => {
  it.each([
    ["the client hint says mobile", { "Sec-CH-UA-Mobile": "?1" }, true],
    ["the client hint says not mobile", { "Sec-CH-UA-Mobile": "?0", "User-Agent": "Mozilla/5.0 (X11; Linux)" }, false],
    ["an iPhone", { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148" }, true],
    ["an Android tablet", { "User-Agent": "Mozilla/5.0 (Linux; Android 14; SM-X710)" }, true],
    ["a desktop", { "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64)" }, false],
    ["no headers", {}, false],
  ])("%s", (_, headers, expected) => {
    expect(isMobileGuess(new Headers(headers))).toBe(expected);
  });
});
