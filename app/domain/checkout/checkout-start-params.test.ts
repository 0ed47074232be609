import { describe, expect, it } from "vitest";
import { checkoutOfferUrl, checkoutStartSchema } from "./checkout-start-params";

const from = (() => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 20);
  return date.toISOString().slice(0, 10);
})();
const to = (() => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 24);
  return date.toISOString().slice(0, 10);
})();

const form = (offerUrl: string, extra: Record<string, string> = {}) =>
  checkoutStartSchema.parse({
    apartmentTypeId: "a-berlin-0002-2",
    ratePlanId: "standard",
    from,
    to,
    guests: "2",
    offerUrl,
    ...extra,
  });

describe("checkoutOfferUrl", () => {
  const page = `/de/apartments/a-berlin-0002-2?from=${from}&to=${to}&guests=2`;
  it.each([
    ["the offer page's own URL", page, {}, page],
    [
      "a data request's URL after a client revalidation",
      `/de/apartments/a-berlin-0002-2.data?from=${from}&to=${to}&guests=2&_routes=routes%2Foffer`,
      {},
      page,
    ],
    ["with the search radius", page, { radius: "10" }, `${page}&radius=10`],
    ["with an RFP", page, { rfpId: "rfp-1", rfpOfferId: "o-2" }, `${page}&rfpId=rfp-1&rfpOfferId=o-2`],
    ["a radius that is no number is left out", page, { radius: "far" }, page],
    ["with the voucher, normalised", page, { voucher: " welcome10 " }, `${page}&voucher=WELCOME10`],
    [
      "with the campaign, in the contract's order",
      page,
      { utm_campaign: "spring-2027", utm_source: "newsletter", cms: "partner_42" },
      `${page}&cms=partner_42&utm_source=newsletter&utm_campaign=spring-2027`,
    ],
    ["a campaign value that fails the rule is dropped", page, { utm_source: "<script>", utm_medium: "a b" }, page],
  ] as const)("%s", (_name, offerUrl, extra, expected) => {
    expect(checkoutOfferUrl("de", form(offerUrl, extra))).toBe(expected);
  });
});

describe("the Book form's campaign", () => {
  const page = `/en/apartments/a-berlin-0002-2?from=${from}&to=${to}&guests=2`;
  it.each([
    [
      { utm_source: " newsletter ", utm_medium: "email" },
      { utm_source: "newsletter", utm_medium: "email" },
    ],
    [{ cms: "x".repeat(65), utm_campaign: "ok_1" }, { utm_campaign: "ok_1" }],
    [{ utm_source: "" }, {}],
  ])("%j is read as %j (bad values dropped, never an error)", (extra, expected) => {
    const parsed = checkoutStartSchema.safeParse({
      apartmentTypeId: "a-berlin-0002-2",
      ratePlanId: "standard",
      from,
      to,
      guests: "2",
      offerUrl: page,
      ...extra,
    });
    expect(parsed.success).toBe(true);
    const { cms, utm_source, utm_medium, utm_campaign } = parsed.data ?? {};
    expect(JSON.parse(JSON.stringify({ cms, utm_source, utm_medium, utm_campaign }))).toEqual(expected);
  });
});
