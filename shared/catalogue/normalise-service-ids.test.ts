import { describe, expect, it } from "vitest";
import { normaliseServiceIds } from "./normalise-service-ids";

describe("normaliseServiceIds", () => {
  it.each([
    ["keeps live ids", ["kitchen", "balcony"], ["kitchen", "balcony"]],
    ["replaces a deprecated id", ["wifi"], ["internet-access-wifi"]],
    ["follows a chain of replacements", ["free-wifi"], ["internet-access-wifi"]],
    ["drops ids marked remove", ["cheque", "covid-certificate-required", "cash"], ["cash"]],
    ["drops unknown ids", ["kitchen", "jacuzzi-on-the-moon", ""], ["kitchen"]],
    [
      "removes duplicates created by replacement, keeping the first position",
      ["wifi", "kitchen", "internet-access-wifi", "free-wifi"],
      ["internet-access-wifi", "kitchen"],
    ],
    [
      "keeps the order of first appearance",
      ["amex", "visa", "diners", "amex"],
      ["american-express", "visa", "diners-club"],
    ],
    ["maps retired business ids", ["meeting-room", "internet"], ["conference-room", "internet-access"]],
    ["handles an empty list", [], []],
  ])("%s", (_case, input, expected) => {
    expect(normaliseServiceIds(input)).toEqual(expected);
  });

  it("does not modify its input", () => {
    const input = Object.freeze(["wifi", "cheque"]);
    normaliseServiceIds(input);
    expect(input).toEqual(["wifi", "cheque"]);
  });

  it("is idempotent", () => {
    const once = normaliseServiceIds(["free-wifi", "amex", "cheque", "kitchen"]);
    expect(normaliseServiceIds(once)).toEqual(once);
  });
});
