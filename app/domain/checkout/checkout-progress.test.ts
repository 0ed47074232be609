import { describe, expect, it } from "vitest";
import { checkoutProgress, checkoutStepsFor, expectedPaymentMethod, nextActionState } from "./checkout-progress";

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

describe("expectedPaymentMethod", () => {
  it.each([
    ["the guest's choice wins", "bankTransfer", "card", ["card", "bankTransfer"], "bankTransfer"],
    ["else what the booking form kept", null, "airplus", ["card", "airplus"], "airplus"],
    ["a kept value the tenant does not offer is ignored", null, "airplus", ["card"], "card"],
    ["else the form's preselected (first) method", null, null, ["card", "bankTransfer"], "card"],
    ["no methods at all", null, null, [], null],
  ] as const)("%s", (_name, chosen, entered, offered, expected) => {
    expect(expectedPaymentMethod({ chosen, entered, offered })).toBe(expected);
  });

  it("counts the same steps on the booking step (card preselected) as after choosing the card", () => {
    const count = (paymentMethod: "card" | null) =>
      checkoutStepsFor({ params: { hasExtraServices: true }, servicesFeatureEnabled: true, paymentMethod }).length;
    const before = expectedPaymentMethod({ chosen: null, entered: null, offered: ["card", "bankTransfer"] });
    expect(count(before === "card" ? "card" : null)).toBe(4);
    expect(count("card")).toBe(4);
  });
});

const FOUR = [
  "checkout.booking",
  "checkout.extraServices",
  "checkout.paymentInformations",
  "checkout.summary",
] as const;

describe("checkoutProgress", () => {
  const row = (model: ReturnType<typeof checkoutProgress>) => ({
    position: model.position,
    count: model.count,
    state: model.state,
    items: model.items.map((item) => `${item.status}:${item.state}${item.linked ? ":link" : ""}`).join(" "),
  });
  it.each([
    [
      "first step",
      { current: "checkout.booking" },
      { position: 1, count: 4, state: "active", items: "current:active todo:normal todo:normal todo:normal" },
    ],
    [
      "second step: the first is done and a link",
      { current: "checkout.extraServices" },
      { position: 2, count: 4, state: "active", items: "done:success:link current:active todo:normal todo:normal" },
    ],
    [
      "the summary: every earlier step is a link",
      { current: "checkout.summary" },
      {
        position: 4,
        count: 4,
        state: "active",
        items: "done:success:link done:success:link done:success:link current:active",
      },
    ],
    [
      "a failed submission (bad input, declined card)",
      { current: "checkout.paymentInformations", failed: true },
      {
        position: 3,
        count: 4,
        state: "exception",
        items: "done:success:link done:success:link current:exception todo:normal",
      },
    ],
    [
      "the confirmation: all done, nothing to change any more",
      { current: null, finished: true },
      {
        position: null,
        count: 4,
        state: "success",
        items: "done:success done:success done:success done:success",
      },
    ],
    [
      "a page that is not one of the steps",
      { current: "checkout.rfpRequest", failed: true },
      { position: null, count: 4, state: "normal", items: "todo:normal todo:normal todo:normal todo:normal" },
    ],
  ] as const)("%s", (_name, input, expected) => {
    expect(row(checkoutProgress({ steps: FOUR, ...input }))).toEqual(expected);
  });
});

describe("nextActionState", () => {
  it.each([
    ["idle with everything entered", "idle", false, "ready"],
    ["a required checkbox unchecked (in the browser)", "idle", true, "disabled"],
    ["while its form is sent", "submitting", false, "loading"],
    ["sent, the next page on its way", "loading", false, "requested"],
    ["sending wins over a missing entry", "submitting", true, "loading"],
  ] as const)("%s", (_name, submission, blocked, expected) => {
    expect(nextActionState({ submission, blocked })).toBe(expected);
  });
});
