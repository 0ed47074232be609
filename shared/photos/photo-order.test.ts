import { describe, expect, it } from "vitest";
import { isReorderOf, movedPhoto, withCover } from "./photo-order";

describe("movedPhoto", () => {
  it.each([
    [["a", "b", "c"], "b", -1, ["b", "a", "c"]],
    [["a", "b", "c"], "b", 1, ["a", "c", "b"]],
    [["a", "b", "c"], "a", -1, ["a", "b", "c"]],
    [["a", "b", "c"], "c", 1, ["a", "b", "c"]],
    [["a", "b", "c"], "x", 1, ["a", "b", "c"]],
    [["a"], "a", 1, ["a"]],
  ] as const)("%j: %s by %i is %j", (ids, id, by, expected) => {
    expect(movedPhoto(ids, id, by)).toEqual(expected);
  });
});

describe("withCover", () => {
  it.each([
    [["a", "b", "c"], "c", ["c", "a", "b"]],
    [["a", "b", "c"], "a", ["a", "b", "c"]],
    [["a", "b", "c"], "x", ["a", "b", "c"]],
  ] as const)("%j with %s first is %j", (ids, id, expected) => {
    expect(withCover(ids, id)).toEqual(expected);
  });
});

describe("isReorderOf", () => {
  it.each([
    [["a", "b"], ["b", "a"], true],
    [["a", "b"], ["a", "b"], true],
    [["a", "b"], ["a"], false],
    [["a", "b"], ["a", "b", "c"], false],
    [["a", "b"], ["a", "a"], false],
    [["a", "b"], ["a", "c"], false],
    [[], [], true],
  ] as const)("%j -> %j: %s", (current, requested, expected) => {
    expect(isReorderOf(current, requested)).toBe(expected);
  });
});
