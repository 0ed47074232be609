import { describe, expect, it } from "vitest";
import { askedStay } from "./change-form";

describe("askedStay", () => {
  it.each([
    ["", { kind: "none" }],
    ["token=abc", { kind: "none" }],
    [
      "from=2027-05-01&to=2027-05-04&guests=2",
      { kind: "stay", stay: { from: "2027-05-01", to: "2027-05-04", guests: 2 } },
    ],
    ["from=2027-05-01&to=2027-05-04&guests=0", { kind: "invalid" }],
    ["from=abc&to=2030-13-45&guests=x", { kind: "invalid" }],
    ["guests=2", { kind: "invalid" }],
  ])("%s", (query, expected) => {
    expect(askedStay(new URLSearchParams(query))).toEqual(expected);
  });
});
