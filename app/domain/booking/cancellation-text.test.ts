import { describe, expect, it } from "vitest";
import type { CancellationPolicy } from "../../../shared/ota/listing";
import { cancellationText } from "./cancellation-text";

const flex: CancellationPolicy = { freeUntilDaysBeforeArrival: 7, fee: { kind: "percentOfStay", percent: 50 } };
const withNotice: CancellationPolicy = { ...flex, longStay: { noticeDays: 30 } };

describe("cancellationText", () => {
  it.each([
    {
      why: "a short stay",
      policy: withNotice,
      nights: 27,
      text: { key: "offer.cancellation.freeUntilPercent", values: { count: 7, percent: 50 } },
    },
    {
      why: "a long stay with a notice period",
      policy: withNotice,
      nights: 28,
      text: { key: "longStay.notice", values: { count: 30 } },
    },
    {
      why: "a long stay on a plan without one",
      policy: flex,
      nights: 60,
      text: { key: "offer.cancellation.freeUntilPercent", values: { count: 7, percent: 50 } },
    },
    {
      why: "never free",
      policy: { freeUntilDaysBeforeArrival: null, fee: { kind: "firstNight" } } as const,
      nights: 2,
      text: { key: "offer.cancellation.neverFirstNight", values: {} },
    },
  ])("$why", ({ policy, nights, text }) => {
    expect(cancellationText(policy, nights)).toEqual(text);
  });
});
