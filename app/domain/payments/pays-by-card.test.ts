import { describe, expect, it } from "vitest";
import { paysByCard } from "./pays-by-card";

describe("paysByCard", () => {
  it.each([
    ["card", true],
    ["airplus", true],
    ["bankTransfer", false],
    ["payAtProperty", false],
    [null, false],
    [undefined, false],
  ] as const)("%s: %s", (method, expected) => {
    expect(paysByCard(method)).toBe(expected);
  });
});
