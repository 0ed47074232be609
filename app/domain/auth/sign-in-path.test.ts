import { describe, expect, it } from "vitest";
import { signInPath } from "./sign-in-path";

describe("signInPath", () => {
  it.each<[Parameters<typeof signInPath>, string]>([
    [["en", {}], "/en/sign-in"],
    [["de", { returnTo: "/de/account" }], "/de/sign-in?returnTo=%2Fde%2Faccount"],
    [["en", { returnTo: "/en", register: true }], "/en/sign-in?register=1&returnTo=%2Fen"],
    [["en", { returnTo: "https://evil.example/" }], "/en/sign-in?returnTo=%2Fen"],
  ])("%j", (args, expected) => {
    expect(signInPath(...args)).toBe(expected);
  });
});
