import { describe, expect, it } from "vitest";
import { campaignLabel } from "./campaign-label";

describe("campaignLabel", () => {
  it.each([
    [null, null],
    [undefined, null],
    [{}, null],
    [{ utm_source: "newsletter" }, "utm_source=newsletter"],
    [
      { utm_campaign: "spring-2027", utm_medium: "email", utm_source: "newsletter", cms: "partner_42" },
      "cms=partner_42 · utm_source=newsletter · utm_medium=email · utm_campaign=spring-2027",
    ],
  ])("%j -> %s", (campaign, expected) => {
    expect(campaignLabel(campaign)).toBe(expected);
  });
});
