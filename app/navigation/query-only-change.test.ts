import { describe, expect, it } from "vitest";
import { isQueryOnlyChange } from "./query-only-change";

const url = (path: string) => new URL(`http://quartier.localhost${path}`);

describe("isQueryOnlyChange", () => {
  it.each([
    [
      "a filter on the same page",
      "/en/search/Berlin?lat=1",
      "/en/search/Berlin?lat=1&popular=wifi",
      undefined,
      [],
      true,
    ],
    ["another page", "/en/search/Berlin?lat=1", "/en/search/Munich?lat=1", undefined, [], false],
    ["a form submission", "/en/search/Berlin", "/en/search/Berlin", "POST", [], false],
    ["a kept parameter changes", "/en/search/Berlin?lat=1", "/en/search/Berlin?lat=2", undefined, ["lat"], false],
    [
      "a kept parameter stays",
      "/en/search/Berlin?lat=1&page=1",
      "/en/search/Berlin?lat=1&page=2",
      undefined,
      ["lat"],
      true,
    ],
  ] as const)("%s", (_case, from, to, formMethod, keep, expected) => {
    expect(isQueryOnlyChange({ currentUrl: url(from), nextUrl: url(to), formMethod }, keep)).toBe(expected);
  });
});
