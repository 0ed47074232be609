import { describe, expect, it } from "vitest";
import { pageChange } from "./page-change";

const url = (path: string) => new URL(`http://quartier.localhost${path}`);
const BERLIN = "/en/search/Berlin?placeId=2950159&lat=52.5&long=13.4&inDate=2030-05-01&outDate=2030-05-05&guests=2";

describe("pageChange", () => {
  it.each([
    ["the document's first page", null, "/en", "first"],
    ["home to a search", "/en", BERLIN, "new-page"],
    ["a filter on the results", BERLIN, `${BERLIN}&popular=wifi`, "same-page"],
    ["the next page of results", BERLIN, `${BERLIN}&page=2`, "list-page"],
    ["back to the first page of results", `${BERLIN}&page=2`, BERLIN, "list-page"],
    ["another filter on the second page", `${BERLIN}&page=2`, `${BERLIN}&page=2&popular=wifi`, "same-page"],
    [
      "the next page of the admin bookings",
      "/en/admin/bookings?status=CONFIRMED",
      "/en/admin/bookings?status=CONFIRMED&page=2",
      "list-page",
    ],
    ["another view of the results", BERLIN, `${BERLIN}&view=map`, "same-page"],
    ["a filter group shown whole", BERLIN, `${BERLIN}&more=amenities`, "same-page"],
    ["a new search on the results page (other dates)", BERLIN, BERLIN.replace("2030-05-05", "2030-05-09"), "new-page"],
    ["a search in another place", BERLIN, BERLIN.replace("Berlin", "Munich"), "new-page"],
    ["the booking step to the summary", "/en/checkout/booking?id=a", "/en/checkout/summary?id=a", "new-page"],
    ["an offer to its checkout", "/en/apartments/a-1?from=2030-05-01", "/en/checkout/booking?id=a", "new-page"],
    [
      "the same page after a form post",
      "/en/apartments/a-1?from=2030-05-01",
      "/en/apartments/a-1?from=2030-05-01",
      "same-page",
    ],
    ["a filter of the admin bookings", "/en/admin/bookings", "/en/admin/bookings?status=CONFIRMED", "same-page"],
    ["an admin booking from the list", "/en/admin/bookings", "/en/admin/bookings/b-1", "new-page"],
  ] as const)("%s", (_case, from, to, expected) => {
    expect(pageChange(from === null ? null : url(from), url(to))).toBe(expected);
  });
});
