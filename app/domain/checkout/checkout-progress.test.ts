import { describe, expect, it } from "vitest";
import { checkoutStepsFor } from "./checkout-progress";

describe("checkoutStepsFor", () => {
  it.each([
    ["bank transfer, no extras", {}, true, "bankTransfer", ["checkout.booking", "checkout.summary"]],
    ["card, no extras", {}, true, "card", ["checkout.booking", "checkout.paymentInformations", "checkout.summary"]],
    [
      "card with extras on a tenant with the feature",
      { hasExtraServices: true },
      true,
      "card",
      ["checkout.booking", "checkout.extraServices", "checkout.paymentInformations", "checkout.summary"],
    ],
    [
      "extras on a tenant without the feature",
      { hasExtraServices: true },
      false,
      "payAtProperty",
      ["checkout.booking", "checkout.summary"],
    ],
    [
      "extras without the feature but answering an RFP",
      { hasExtraServices: true, rfpId: "rfp-1" },
      false,
      "airplus",
      ["checkout.booking", "checkout.extraServices", "checkout.paymentInformations", "checkout.summary"],
    ],
    ["a request for proposal", { isRfp: true }, true, null, ["checkout.rfpRequest"]],
    ["payment method not chosen yet", {}, true, null, ["checkout.booking", "checkout.summary"]],
  ] as const)("%s", (_name, params, servicesFeatureEnabled, paymentMethod, expected) => {
    expect(checkoutStepsFor({ params, servicesFeatureEnabled, paymentMethod })).toEqual(expected);
  });
});
