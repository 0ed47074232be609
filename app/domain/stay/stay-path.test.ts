import { describe, expect, it } from "vitest";
import { isStayPagePath, stayPagePath } from "./stay-path";

describe("the Your stay page's path", () => {
  it("asks about an apartment chosen for other dates in its query", () => {
    expect(stayPagePath("de")).toBe("/de/stay");
    expect(
      stayPagePath("en", {
        apartmentTypeId: "a-1",
        from: "2027-03-01",
        to: "2027-03-04",
        guests: 3,
        ratePlanId: "r-1",
      }),
    ).toBe("/en/stay?apartmentTypeId=a-1&from=2027-03-01&to=2027-03-04&guests=3&ratePlanId=r-1");
  });

  it.each([
    ["/en/stay", true],
    ["/de/stay", true],
    ["/en/stay?apartmentTypeId=a-1", false],
    ["/en/apartments/a-1?from=2027-03-01", false],
    ["/en/stays", false],
  ])("a checkout that goes back to %s was started from the stay: %s", (path, expected) => {
    expect(isStayPagePath(path)).toBe(expected);
  });
});
