import { describe, expect, it } from "vitest";
import { OFFER_ROUTE, offerPath, offerStayQuery } from "./offer-path";

describe("offerPath", () => {
  it.each([
    ["en", "at-berlin-101", undefined, "/en/apartments/at-berlin-101"],
    ["de", "at_7", undefined, "/de/apartments/at_7"],
    ["de", "a b/c", undefined, "/de/apartments/a%20b%2Fc"],
    [
      "en",
      "at-1",
      { from: "2026-12-01", to: "2026-12-08", guests: 2 },
      "/en/apartments/at-1?from=2026-12-01&to=2026-12-08&guests=2",
    ],
  ] as const)("offerPath(%s, %s, %j) = %s", (lng, id, stay, path) => {
    expect(offerPath(lng, id, stay)).toBe(path);
  });

  it("matches its route pattern under the language segment", () => {
    const pattern = new RegExp(`^/[a-z]{2}/${OFFER_ROUTE.replace(":apartmentTypeId", "[^/?]+")}$`);
    expect(offerPath("en", "at-9")).toMatch(pattern);
  });

  it("builds the stay query in a fixed order", () => {
    expect(offerStayQuery({ from: "2027-01-02", to: "2027-01-30", guests: 1 })).toBe(
      "from=2027-01-02&to=2027-01-30&guests=1",
    );
  });
});
