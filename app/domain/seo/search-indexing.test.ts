import { describe, expect, it } from "vitest";
import { type SearchIndexing, type SearchPageKind, searchPageIndexing } from "./search-indexing";

const self = (query: string): SearchIndexing => ({ index: true, query });
const noindex: SearchIndexing = { index: false };

describe("searchPageIndexing", () => {
  it.each<[string, SearchPageKind, string, number, SearchIndexing]>([
    ["the plain city page", "city", "", 200, self("")],
    ["a city page's page 2 names itself", "city", "page=2", 200, self("?page=2")],
    ["a city page's page 12", "city", "page=12", 200, self("?page=12")],
    ["page=1 duplicates the plain city page", "city", "page=1", 200, noindex],
    ["a page that is not a number", "city", "page=two", 200, noindex],
    ["a page with a leading zero", "city", "page=02", 200, noindex],
    ["two page parameters", "city", "page=2&page=3", 200, noindex],
    ["a city page sorted", "city", "sort=price", 200, noindex],
    ["a city page filtered", "city", "amenities=wifi", 200, noindex],
    ["a city page's later page, filtered", "city", "page=2&amenities=wifi", 200, noindex],
    ["a city page in map view", "city", "view=map", 200, noindex],
    ["a city page in grid view", "city", "view=grid", 200, noindex],
    ["a city page with a filter group opened", "city", "more=amenities", 200, noindex],
    ["a city page with dates", "city", "inDate=2027-03-01&outDate=2027-03-05", 200, noindex],
    ["a city page that failed", "city", "", 503, noindex],
    ["a city page that is a bad request", "city", "page=2", 400, noindex],
    ["a search URL", "search", "placeId=2950159&lat=52.5&long=13.4&inDate=2027-03-01&outDate=2027-03-05", 200, noindex],
    ["a search URL without a query", "search", "", 200, noindex],
    ["a search URL's page 2", "search", "page=2", 200, noindex],
    ["a search URL that is a bad request", "search", "inDate=yesterday", 400, noindex],
  ])("%s", (_, kind, query, status, expected) => {
    expect(searchPageIndexing({ kind, searchParams: new URLSearchParams(query), status })).toEqual(expected);
  });
});
