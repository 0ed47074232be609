import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { ageOf, answerSchema, inboxQuery, inboxSearch, pageCount } from "./inbox";

describe("inboxQuery", () => {
  it.each([
    ["", { status: "new", page: 1 }],
    ["status=answered", { status: "answered", page: 1 }],
    ["status=answered&page=3", { status: "answered", page: 3 }],
    ["status=spam&page=2", { status: "new", page: 2 }],
    ["page=0", { status: "new", page: 1 }],
    ["page=-1", { status: "new", page: 1 }],
    ["page=1.5", { status: "new", page: 1 }],
    ["page=abc", { status: "new", page: 1 }],
    ["page=10001", { status: "new", page: 1 }],
  ])("%j -> %j", (search, expected) => {
    expect(inboxQuery(new URLSearchParams(search))).toEqual(expected);
  });

  it.each([
    [{ status: "new", page: 1 } as const, "?status=new"],
    [{ status: "answered", page: 2 } as const, "?status=answered&page=2"],
  ])("%j is %s and back", (query, search) => {
    expect(inboxSearch(query)).toBe(search);
    expect(inboxQuery(new URLSearchParams(search))).toEqual(query);
  });
});

describe("pageCount", () => {
  it.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [41, 3],
  ])("%i messages make %i pages of 20", (total, pages) => {
    expect(pageCount(total, 20)).toBe(pages);
  });
});

describe("answerSchema", () => {
  const messages = (input: Record<string, unknown>) => {
    const result = z.safeParse(answerSchema, input);
    return result.success ? result.data : result.error.issues.map((i) => i.message);
  };
  it.each([
    [{ answer: "  Yes, two spaces.\nSee you!  " }, { answer: "Yes, two spaces.\nSee you!" }],
    [{ answer: "" }, ["adminMessages.validation.answerRequired"]],
    [{ answer: "   " }, ["adminMessages.validation.answerRequired"]],
    [{}, ["adminMessages.validation.answerRequired"]],
    [{ answer: "x".repeat(10_001) }, ["adminMessages.validation.answerTooLong"]],
  ])("%j -> %j", (input, expected) => {
    expect(messages(input)).toEqual(expected);
  });
});

describe("ageOf", () => {
  const now = Date.parse("2026-03-01T12:00:00Z");
  it.each([
    ["2026-03-01T12:00:00Z", { value: 0, unit: "minute" }],
    ["2026-03-01T11:59:30Z", { value: 0, unit: "minute" }],
    ["2026-03-01T11:15:00Z", { value: 45, unit: "minute" }],
    ["2026-03-01T11:00:00Z", { value: 1, unit: "hour" }],
    ["2026-02-28T13:00:00Z", { value: 23, unit: "hour" }],
    ["2026-02-28T12:00:00Z", { value: 1, unit: "day" }],
    ["2026-02-01T12:00:00Z", { value: 28, unit: "day" }],
    ["2026-03-01T12:05:00Z", { value: 0, unit: "minute" }],
  ])("%s -> %j", (createdAt, expected) => {
    expect(ageOf(createdAt, now)).toEqual(expected);
  });
});
