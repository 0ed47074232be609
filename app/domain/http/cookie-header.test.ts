import { describe, expect, it } from "vitest";
import { cookieNames, cookiePairs } from "./cookie-header";

describe("cookiePairs", () => {
  it.each([
    ["no header", null, []],
    ["an empty header", "", []],
    ["one cookie", "a=1", [["a", "1"]]],
    [
      "spaces around",
      " a = 1 ;  b=2 ",
      [
        ["a", "1"],
        ["b", "2"],
      ],
    ],
    ["a value with =", "t=x=y", [["t", "x=y"]]],
    [
      "a name without value",
      "flag; a=1",
      [
        ["flag", ""],
        ["a", "1"],
      ],
    ],
    ["empty parts dropped", ";; a=1;", [["a", "1"]]],
    ["a quoted value kept as sent", 'q="v"', [["q", '"v"']]],
  ] as const)("%s", (_, header, expected) => {
    expect(cookiePairs(header)).toEqual(expected);
  });
});

describe("cookieNames", () => {
  it("names each cookie once, in the order first sent", () => {
    expect(cookieNames("b=1; a=2; b=3")).toEqual(["b", "a"]);
  });
});
