import { describe, expect, it } from "vitest";
import {
  clampPage,
  hasNextPage,
  MOBILE_PAGE_SIZE,
  PAGE_SIZES,
  pageCount,
  pageOf,
  pageSizeFor,
  parsePageParam,
} from "./paging";
import type { SearchView } from "./search-view";

describe("page sizes", () => {
  it.each<[SearchView, boolean, number]>([
    ["list", false, 10],
    ["tile", false, 12],
    ["grid", false, 24],
    ["map", false, 50],
    ["list", true, 8],
    ["tile", true, 8],
    ["grid", true, 8],
    ["map", true, 50],
  ])("%s view, mobile %s: %i", (view, isMobile, expected) => {
    expect(pageSizeFor(view, isMobile)).toBe(expected);
  });

  it("keeps tiles fillable in 2, 3 and 4 columns", () => {
    for (const columns of [2, 3, 4]) expect(PAGE_SIZES.tile % columns).toBe(0);
    expect(MOBILE_PAGE_SIZE).toBe(8);
  });
});

describe("pageOf", () => {
  const items = Array.from({ length: 25 }, (_, i) => i + 1);

  it.each([
    [1, 10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [2, 10, [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]],
    [3, 10, [21, 22, 23, 24, 25]],
    [4, 10, [21, 22, 23, 24, 25]],
    [0, 10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [-2, 10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [1, 30, items],
  ])("page %i of size %i", (page, size, expected) => {
    expect(pageOf(items, page, size)).toEqual(expected);
  });

  it("gives an empty first page for no items", () => {
    expect(pageOf([], 1, 10)).toEqual([]);
    expect(pageOf([], 5, 10)).toEqual([]);
  });
});

describe("has next page", () => {
  it.each([
    ["more results exist", 25, 1, 10, true],
    ["the last, partly filled page", 25, 3, 10, false],
    ["exactly full pages", 20, 2, 10, false],
    ["one more than a full page", 21, 2, 10, true],
    ["no results", 0, 1, 10, false],
    ["fewer results than a page", 5, 1, 10, false],
  ])("%s", (_, total, page, size, expectedHasNext) => {
    expect(hasNextPage(total, page, size)).toBe(expectedHasNext);
  });
});

describe("page numbers", () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [25, 12, 3],
  ])("pageCount(%i, %i) = %i", (total, size, expected) => {
    expect(pageCount(total, size)).toBe(expected);
  });

  it.each([
    [3, 25, 10, 3],
    [9, 25, 10, 3],
    [0, 25, 10, 1],
    [2.7, 25, 10, 2],
    [Number.NaN, 25, 10, 1],
    [Number.POSITIVE_INFINITY, 25, 10, 1],
  ])("clampPage(%d)", (page, total, size, expected) => {
    expect(clampPage(page, total, size)).toBe(expected);
  });

  it.each([
    [null, 1],
    ["", 1],
    ["3", 3],
    [" 2 ", 2],
    ["0", 1],
    ["-1", 1],
    ["2.5", 1],
    ["two", 1],
  ])("parsePageParam(%j) = %i", (value, expected) => {
    expect(parsePageParam(value)).toBe(expected);
  });
});
