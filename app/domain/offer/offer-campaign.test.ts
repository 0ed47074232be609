import { describe, expect, it } from "vitest";
import { parseOfferQuery } from "./offer-params";
import { offerQueryString } from "./offer-query-string";

/**
 * The apartment page keeps the campaign it was opened with: in its own links (another stay, another
 * apartment) and in the Book form, which carries it into the checkout and the booking (decision 0137).
 */
describe("the apartment page's campaign", () => {
  it.each([
    ["", undefined, ""],
    [
      "utm_source=newsletter&utm_medium=email",
      { utm_source: "newsletter", utm_medium: "email" },
      "?utm_source=newsletter&utm_medium=email",
    ],
    ["from=soon&cms=partner_42&utm_source=%3Cscript%3E", { cms: "partner_42" }, "?cms=partner_42"],
    [`utm_campaign=${"x".repeat(65)}`, undefined, ""],
  ])("%s", (query, campaign, links) => {
    const parsed = parseOfferQuery(new URLSearchParams(query));
    expect(parsed.campaign).toEqual(campaign);
    expect(offerQueryString({ ...parsed, stay: null })).toBe(links);
  });
});
