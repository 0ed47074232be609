import { describe, expect, it } from "vitest";
import { enquiryAgeDays } from "./enquiry-age";

describe("enquiry age", () => {
  it.each([
    ["2026-06-10T08:00:00.000Z", "2026-06-10T23:59:00.000Z", 0],
    ["2026-06-09T23:59:00.000Z", "2026-06-10T00:01:00.000Z", 1],
    ["2026-06-01T12:00:00.000Z", "2026-06-10T09:00:00.000Z", 9],
    ["2026-06-11T12:00:00.000Z", "2026-06-10T09:00:00.000Z", 0],
  ])("%s seen at %s is %i days old", (createdAt, now, days) => {
    expect(enquiryAgeDays(createdAt, new Date(now))).toBe(days);
  });
});
