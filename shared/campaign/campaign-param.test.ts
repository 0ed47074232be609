import { describe, expect, it } from "vitest";
import { campaignParamsOf, parseCampaignParam } from "./campaign-param";

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

describe("campaignParamsOf", () => {
  it.each([
    ["", []],
    [
      "cms=spring&utm_source=partner-site&utm_medium=widget&utm_campaign=ski_2027",
      [
        ["cms", "spring"],
        ["utm_source", "partner-site"],
        ["utm_medium", "widget"],
        ["utm_campaign", "ski_2027"],
      ],
    ],
    [
      "utm_campaign=a&utm_source=b",
      [
        ["utm_source", "b"],
        ["utm_campaign", "a"],
      ],
    ],
    ["utm_source=%3Cscript%3E&utm_medium=mail", [["utm_medium", "mail"]]],
    ["utm_term=shoes&utm_content=x", []],
  ])("%s", (query, expected) => {
    expect(campaignParamsOf(new URLSearchParams(query))).toEqual(expected);
  });
});
