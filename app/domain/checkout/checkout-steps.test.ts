import { describe, expect, it } from "vitest";
import type { PaymentMethod } from "../../../shared/tenancy/tenant";
import { isCheckoutPageId, isEntryPageId, isPageId, isSameSitePath, PAGE_IDS, pagePath } from "./checkout-pages";
import {
  type CheckoutParams,
  completeNextStep,
  nextStep,
  planNextStep,
  previousStep,
  STEP_WARNING_MESSAGE_KEYS,
  type StepWarningCode,
  searchParamsHaveGuests,
} from "./checkout-steps";

const SID = "s3ss10n";
const OFFER_URL = "/en/offer/apt-1?from=2026-06-01&to=2026-06-04&guests=2";
const base: CheckoutParams = { sessionId: SID, offerUrl: OFFER_URL };

const BOOKING = `/en/checkout/booking?id=${SID}`;
const EXTRAS = `/en/checkout/extra-services?id=${SID}`;
const PAYMENT = `/en/checkout/payment?id=${SID}`;
const SUMMARY = `/en/checkout/summary?id=${SID}`;
const REQUEST = `/en/checkout/request?id=${SID}`;

type Case = {
  page: string;
  params: CheckoutParams;
  feature?: boolean;
  method?: PaymentMethod | null;
  expected: [string, string];
};

describe("pagePath", () => {
  it.each([
    ["checkout.booking", { sessionId: "abc" }, "/en/checkout/booking?id=abc"],
    ["checkout.extraServices", { sessionId: "abc" }, "/en/checkout/extra-services?id=abc"],
    ["checkout.paymentInformations", { sessionId: "abc" }, "/en/checkout/payment?id=abc"],
    ["checkout.summary", { sessionId: "abc" }, "/en/checkout/summary?id=abc"],
    ["checkout.rfpRequest", { sessionId: "abc" }, "/en/checkout/request?id=abc"],
    ["checkout.booking", { sessionId: "a b&c" }, "/en/checkout/booking?id=a+b%26c"],
    ["account.enquiries.details", { rfpId: "rfp_1" }, "/en/account/enquiries/rfp_1"],
    ["account.enquiries.details", { rfpId: "a/b" }, "/en/account/enquiries/a%2Fb"],
    ["offer", { offerUrl: "/en/offer/x?guests=2" }, "/en/offer/x?guests=2"],
    ["checkout.booking", {}, null],
    ["account.enquiries.details", {}, null],
    ["offer", {}, null],
    ["offer", { offerUrl: "https://evil.example/" }, null],
    ["offer", { offerUrl: "//evil.example/" }, null],
    ["offer", { offerUrl: "/\\evil.example/" }, null],
    ["offer", { offerUrl: "/en/offer\n/x" }, null],
  ] as const)("%s with %o -> %s", (pageId, input, expected) => {
    expect(pagePath(pageId, { lng: "en", ...input })).toBe(expected);
  });

  it("uses the language", () => {
    expect(pagePath("checkout.summary", { lng: "de", sessionId: "x" })).toBe("/de/checkout/summary?id=x");
    expect(pagePath("checkout.summary", { lng: "fr" as "de", sessionId: "x" })).toBeNull();
  });

  it("classifies the page ids", () => {
    expect(PAGE_IDS.filter(isCheckoutPageId)).toEqual([
      "checkout.booking",
      "checkout.extraServices",
      "checkout.paymentInformations",
      "checkout.summary",
      "checkout.rfpRequest",
    ]);
    expect(PAGE_IDS.filter(isEntryPageId)).toEqual(["offer", "account.enquiries.details"]);
    expect([isPageId("home"), isPageId(undefined), isPageId("offer")]).toEqual([false, false, true]);
    expect([isSameSitePath("/a"), isSameSitePath("a"), isSameSitePath(3)]).toEqual([true, false, false]);
  });
});

describe("nextStep", () => {
  const cases: [string, Case][] = [
    ["offer -> booking", { page: "offer", params: base, expected: ["checkout.booking", BOOKING] }],
    [
      "offer -> RFP request page when isRfp",
      { page: "offer", params: { ...base, isRfp: true }, expected: ["checkout.rfpRequest", REQUEST] },
    ],
    [
      "offer -> booking for an RFP offer booking (rfpId without isRfp)",
      { page: "offer", params: { ...base, rfpId: "rfp_1" }, expected: ["checkout.booking", BOOKING] },
    ],
    [
      "enquiry detail -> booking",
      {
        page: "account.enquiries.details",
        params: { ...base, rfpId: "rfp_1" },
        expected: ["checkout.booking", BOOKING],
      },
    ],
    [
      "booking -> summary by default",
      { page: "checkout.booking", params: base, expected: ["checkout.summary", SUMMARY] },
    ],
    [
      "booking -> summary with bank transfer",
      { page: "checkout.booking", params: base, method: "bankTransfer", expected: ["checkout.summary", SUMMARY] },
    ],
    [
      "booking -> summary when paying at the property",
      { page: "checkout.booking", params: base, method: "payAtProperty", expected: ["checkout.summary", SUMMARY] },
    ],
    [
      "booking -> payment information with a card",
      { page: "checkout.booking", params: base, method: "card", expected: ["checkout.paymentInformations", PAYMENT] },
    ],
    [
      "booking -> payment information with AirPlus",
      {
        page: "checkout.booking",
        params: base,
        method: "airplus",
        expected: ["checkout.paymentInformations", PAYMENT],
      },
    ],
    [
      "booking -> payment information from hasCreditCard when no method is passed",
      {
        page: "checkout.booking",
        params: { ...base, hasCreditCard: true },
        expected: ["checkout.paymentInformations", PAYMENT],
      },
    ],
    [
      "booking -> payment information from hasAirplus when no method is passed",
      {
        page: "checkout.booking",
        params: { ...base, hasAirplus: true },
        expected: ["checkout.paymentInformations", PAYMENT],
      },
    ],
    [
      "booking -> summary: the chosen method wins over a stale hasCreditCard",
      {
        page: "checkout.booking",
        params: { ...base, hasCreditCard: true },
        method: "bankTransfer",
        expected: ["checkout.summary", SUMMARY],
      },
    ],
    [
      "booking -> extra services when they exist and the feature is on",
      {
        page: "checkout.booking",
        params: { ...base, hasExtraServices: true },
        feature: true,
        expected: ["checkout.extraServices", EXTRAS],
      },
    ],
    [
      "booking -> extra services before payment information with a card",
      {
        page: "checkout.booking",
        params: { ...base, hasExtraServices: true },
        feature: true,
        method: "card",
        expected: ["checkout.extraServices", EXTRAS],
      },
    ],
    [
      "booking -> extra services with an rfpId even when the feature is off",
      {
        page: "checkout.booking",
        params: { ...base, hasExtraServices: true, rfpId: "rfp_1" },
        feature: false,
        expected: ["checkout.extraServices", EXTRAS],
      },
    ],
    [
      "booking -> summary: extra services exist but the feature is off and no rfpId",
      {
        page: "checkout.booking",
        params: { ...base, hasExtraServices: true },
        feature: false,
        expected: ["checkout.summary", SUMMARY],
      },
    ],
    [
      "booking -> payment: extra services exist, feature off, card",
      {
        page: "checkout.booking",
        params: { ...base, hasExtraServices: true },
        feature: false,
        method: "card",
        expected: ["checkout.paymentInformations", PAYMENT],
      },
    ],
    [
      "booking -> summary: feature on and rfpId but no extra services",
      {
        page: "checkout.booking",
        params: { ...base, hasExtraServices: false, rfpId: "rfp_1" },
        feature: true,
        expected: ["checkout.summary", SUMMARY],
      },
    ],
    [
      "extra services -> summary",
      { page: "checkout.extraServices", params: base, method: "bankTransfer", expected: ["checkout.summary", SUMMARY] },
    ],
    [
      "extra services -> payment information with a card",
      {
        page: "checkout.extraServices",
        params: base,
        method: "card",
        expected: ["checkout.paymentInformations", PAYMENT],
      },
    ],
    [
      "extra services -> payment information with AirPlus",
      {
        page: "checkout.extraServices",
        params: { ...base, hasAirplus: true },
        expected: ["checkout.paymentInformations", PAYMENT],
      },
    ],
    [
      "payment information -> summary",
      { page: "checkout.paymentInformations", params: base, method: "card", expected: ["checkout.summary", SUMMARY] },
    ],
    [
      "next ignores guests in the search params (the guests rule belongs to previous)",
      {
        page: "checkout.paymentInformations",
        params: { ...base, searchParams: "guests=2" },
        expected: ["checkout.summary", SUMMARY],
      },
    ],
  ];

  it.each(cases)("%s", (_, c) => {
    const result = nextStep({
      page: { id: c.page },
      params: c.params,
      servicesFeatureEnabled: c.feature ?? true,
      paymentMethod: c.method ?? null,
      lng: "en",
      stored: true,
      sessionId: SID,
    });
    expect(result).toEqual({ ok: true, target: { pageId: c.expected[0], path: c.expected[1] } });
  });

  const warnings: [string, Parameters<typeof nextStep>[0], StepWarningCode][] = [
    ["no page", { page: undefined, params: base, servicesFeatureEnabled: true, lng: "en", stored: true }, "no_page"],
    ["null page", { page: null, params: base, servicesFeatureEnabled: true, lng: "en", stored: true }, "no_page"],
    ["no page id", { page: {}, params: base, servicesFeatureEnabled: true, lng: "en", stored: true }, "no_page_id"],
    [
      "blank page id",
      { page: { id: " " }, params: base, servicesFeatureEnabled: true, lng: "en", stored: true },
      "no_page_id",
    ],
    [
      "a page that is not a checkout, offer or enquiry page",
      { page: { id: "search" }, params: base, servicesFeatureEnabled: true, lng: "en", stored: true },
      "not_a_checkout_page",
    ],
    [
      "summary has no next page",
      { page: { id: "checkout.summary" }, params: base, servicesFeatureEnabled: true, lng: "en", stored: true },
      "no_target_route",
    ],
    [
      "the RFP request page has no next page",
      { page: { id: "checkout.rfpRequest" }, params: base, servicesFeatureEnabled: true, lng: "en", stored: true },
      "no_target_route",
    ],
    [
      "no session id to build the target path",
      { page: { id: "offer" }, params: {}, servicesFeatureEnabled: true, lng: "en", stored: true, sessionId: null },
      "no_target_route",
    ],
    [
      "unknown language",
      {
        page: { id: "offer" },
        params: {},
        servicesFeatureEnabled: true,
        lng: "xx" as "en",
        stored: true,
        sessionId: SID,
      },
      "no_target_route",
    ],
    [
      "the session could not be stored",
      { page: { id: "offer" }, params: base, servicesFeatureEnabled: true, lng: "en", stored: false, sessionId: SID },
      "session_not_stored",
    ],
  ];

  it.each(warnings)("warns and stops: %s", (_, input, code) => {
    const result = nextStep({ sessionId: SID, ...input });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.warning.code).toBe(code);
    expect(result.warning.message).toMatch(/^checkout next: /);
    expect(STEP_WARNING_MESSAGE_KEYS[code]).toMatch(/^checkout\.errors\./);
  });

  it("plans before the session is stored and completes with the new session id", () => {
    const plan = planNextStep({ page: { id: "offer" }, params: { offerUrl: OFFER_URL }, servicesFeatureEnabled: true });
    expect(plan).toEqual({ ok: true, from: "offer", pageId: "checkout.booking" });
    expect(completeNextStep(plan, { lng: "de", stored: true, sessionId: "new" })).toEqual({
      ok: true,
      target: { pageId: "checkout.booking", path: "/de/checkout/booking?id=new" },
    });
  });

  it("a plan's warning passes through completion unchanged, before the storage check", () => {
    const plan = planNextStep({ page: { id: "home" }, servicesFeatureEnabled: true });
    expect(completeNextStep(plan, { lng: "en", stored: false })).toEqual(plan);
  });
});

describe("previousStep", () => {
  const cases: [string, Case & { clear?: boolean }][] = [
    [
      "booking -> offer page, clearing the checkout cookie",
      { page: "checkout.booking", params: base, expected: ["offer", OFFER_URL], clear: true },
    ],
    [
      "booking -> offer page even with guests in the search params (no loop on booking)",
      {
        page: "checkout.booking",
        params: { ...base, searchParams: { guests: "3" } },
        expected: ["offer", OFFER_URL],
        clear: true,
      },
    ],
    ["summary -> booking", { page: "checkout.summary", params: base, expected: ["checkout.booking", BOOKING] }],
    [
      "summary -> booking with bank transfer even when extra services exist",
      {
        page: "checkout.summary",
        params: { ...base, hasExtraServices: true },
        method: "bankTransfer",
        expected: ["checkout.booking", BOOKING],
      },
    ],
    [
      "summary -> payment information with a card",
      { page: "checkout.summary", params: base, method: "card", expected: ["checkout.paymentInformations", PAYMENT] },
    ],
    [
      "summary -> payment information with AirPlus (flag)",
      {
        page: "checkout.summary",
        params: { ...base, hasAirplus: true },
        expected: ["checkout.paymentInformations", PAYMENT],
      },
    ],
    [
      "payment information -> booking",
      { page: "checkout.paymentInformations", params: base, expected: ["checkout.booking", BOOKING] },
    ],
    [
      "payment information -> extra services when that step applies",
      {
        page: "checkout.paymentInformations",
        params: { ...base, hasExtraServices: true },
        feature: true,
        expected: ["checkout.extraServices", EXTRAS],
      },
    ],
    [
      "payment information -> extra services with an rfpId and the feature off",
      {
        page: "checkout.paymentInformations",
        params: { ...base, hasExtraServices: true, rfpId: "rfp_1" },
        feature: false,
        expected: ["checkout.extraServices", EXTRAS],
      },
    ],
    [
      "payment information -> booking when extra services exist but the feature is off",
      {
        page: "checkout.paymentInformations",
        params: { ...base, hasExtraServices: true },
        feature: false,
        expected: ["checkout.booking", BOOKING],
      },
    ],
    [
      "extra services -> booking",
      { page: "checkout.extraServices", params: base, expected: ["checkout.booking", BOOKING] },
    ],
    // The guests rule.
    [
      "guests in the search params force booking instead of payment information (from summary)",
      {
        page: "checkout.summary",
        params: { ...base, searchParams: "from=2026-06-01&guests=2" },
        method: "card",
        expected: ["checkout.booking", BOOKING],
      },
    ],
    [
      "guests in the search params force booking instead of extra services (from payment information)",
      {
        page: "checkout.paymentInformations",
        params: { ...base, hasExtraServices: true, searchParams: new URLSearchParams({ guests: "2" }) },
        expected: ["checkout.booking", BOOKING],
      },
    ],
    [
      "guests as a number count too",
      {
        page: "checkout.summary",
        params: { ...base, searchParams: { guests: 2 } },
        method: "airplus",
        expected: ["checkout.booking", BOOKING],
      },
    ],
    [
      "an empty guests value does not force booking",
      {
        page: "checkout.summary",
        params: { ...base, searchParams: "guests=" },
        method: "card",
        expected: ["checkout.paymentInformations", PAYMENT],
      },
    ],
    [
      "search params without guests do not force booking",
      {
        page: "checkout.summary",
        params: { ...base, searchParams: "from=2026-06-01&to=2026-06-04" },
        method: "card",
        expected: ["checkout.paymentInformations", PAYMENT],
      },
    ],
    [
      "no guests rule for an RFP offer booking (rfpId)",
      {
        page: "checkout.paymentInformations",
        params: { ...base, hasExtraServices: true, rfpId: "rfp_1", searchParams: "guests=2" },
        feature: false,
        expected: ["checkout.extraServices", EXTRAS],
      },
    ],
    [
      "no guests rule for an RFP (isRfp)",
      {
        page: "checkout.summary",
        params: { ...base, isRfp: true, searchParams: "guests=2" },
        method: "card",
        expected: ["checkout.paymentInformations", PAYMENT],
      },
    ],
    [
      "a booking target stays booking with guests",
      {
        page: "checkout.extraServices",
        params: { ...base, searchParams: "guests=2" },
        expected: ["checkout.booking", BOOKING],
      },
    ],
  ];

  it.each(cases)("%s", (_, c) => {
    const result = previousStep({
      pageId: c.page,
      params: c.params,
      servicesFeatureEnabled: c.feature ?? true,
      paymentMethod: c.method ?? null,
      lng: "en",
    });
    const expected = { ok: true, target: { pageId: c.expected[0], path: c.expected[1] } };
    expect(result).toEqual(c.clear ? { ...expected, clearCheckoutCookie: true } : expected);
  });

  const warnings: [string, Parameters<typeof previousStep>[0], StepWarningCode][] = [
    [
      "no params",
      { pageId: "checkout.summary", params: null, servicesFeatureEnabled: true, lng: "en" },
      "missing_params",
    ],
    ["no page id", { params: base, servicesFeatureEnabled: true, lng: "en" }, "missing_params"],
    ["empty page id", { pageId: "", params: base, servicesFeatureEnabled: true, lng: "en" }, "missing_params"],
    [
      "no session id",
      { pageId: "checkout.summary", params: { offerUrl: OFFER_URL }, servicesFeatureEnabled: true, lng: "en" },
      "missing_params",
    ],
    [
      "the offer page",
      { pageId: "offer", params: base, servicesFeatureEnabled: true, lng: "en" },
      "not_a_checkout_page",
    ],
    [
      "an enquiry detail page",
      { pageId: "account.enquiries.details", params: base, servicesFeatureEnabled: true, lng: "en" },
      "not_a_checkout_page",
    ],
    [
      "an unknown page",
      { pageId: "search", params: base, servicesFeatureEnabled: true, lng: "en" },
      "not_a_checkout_page",
    ],
    [
      "the RFP request page has no previous route",
      { pageId: "checkout.rfpRequest", params: base, servicesFeatureEnabled: true, lng: "en" },
      "no_previous_route",
    ],
    [
      "booking without an offerUrl",
      { pageId: "checkout.booking", params: { sessionId: SID }, servicesFeatureEnabled: true, lng: "en" },
      "no_previous_route",
    ],
    [
      "booking with an offerUrl on another site",
      {
        pageId: "checkout.booking",
        params: { sessionId: SID, offerUrl: "https://evil.example/offer" },
        servicesFeatureEnabled: true,
        lng: "en",
      },
      "no_previous_route",
    ],
  ];

  it.each(warnings)("warns: %s", (_, input, code) => {
    const result = previousStep(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.warning.code).toBe(code);
    expect(result.warning.message).toMatch(/^checkout previous: /);
  });

  it("never answers the page it was asked about as its own previous page", () => {
    const variants: CheckoutParams[] = [
      base,
      { ...base, searchParams: "guests=2" },
      { ...base, searchParams: "guests=2", hasExtraServices: true, hasCreditCard: true },
      { ...base, searchParams: "guests=2", rfpId: "r", hasExtraServices: true, hasAirplus: true },
    ];
    for (const params of variants)
      for (const pageId of PAGE_IDS.filter(isCheckoutPageId)) {
        const result = previousStep({ pageId, params, servicesFeatureEnabled: true, lng: "en" });
        if (result.ok) expect(result.target.pageId).not.toBe(pageId);
      }
  });
});

describe("searchParamsHaveGuests", () => {
  it.each([
    [null, false],
    ["", false],
    ["guests=1", true],
    ["?guests=1", true],
    ["guests=%20", false],
    [{ guests: undefined }, false],
    [{ guests: Number.NaN }, false],
    [new URLSearchParams("a=1&guests=4"), true],
  ] as const)("%o -> %s", (input, expected) => {
    expect(searchParamsHaveGuests(input)).toBe(expected);
  });
});
