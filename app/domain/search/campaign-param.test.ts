import { describe, expect, it } from "vitest";
import { parseCampaignParam } from "./campaign-param";

describe("parseCampaignParam", () => {
  it.each([
    [null, null],
    ["", null],
    ["spring-newsletter", "spring-newsletter"],
    [" partner_42 ", "partner_42"],
    ["<script>", null],
    ["a b", null],
    ["x".repeat(64), "x".repeat(64)],
    ["x".repeat(65), null],
  ])("%s -> %s", (value, expected) => {
    expect(parseCampaignParam(value)).toBe(expected);
  });
});
