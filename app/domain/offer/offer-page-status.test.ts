import { describe, expect, it } from "vitest";
import { offerPageStatus } from "./offer-page-status";

describe("offerPageStatus", () => {
  it.each([
    ["a good stay with rates", 0, null, 200],
    ["no stay asked for", 0, null, 200],
    ["a bad stay in the query", 2, null, 400],
    ["a bad stay, and the rates failed too", 1, { status: 500 }, 400],
    ["the rates failed", 0, { status: 503 }, 502],
  ])("%s", (_, queryErrors, offersError, expected) => {
    expect(offerPageStatus({ queryErrors, offersError })).toBe(expected);
  });
});
