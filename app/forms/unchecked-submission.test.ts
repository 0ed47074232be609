import { describe, expect, it } from "vitest";
import { uncheckedSubmission } from "./unchecked-submission";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("uncheckedSubmission", () => {
  it.each([
    ["a submit goes to the server unchecked", [["location", ""]], null],
    [
      "a blur check stays in the browser with no errors",
      [
        ["location", ""],
        ["__intent__", JSON.stringify({ type: "validate", payload: { name: "location" } })],
      ],
      {},
    ],
  ] as const)("%s", (_case, entries, error) => {
    const submission = uncheckedSubmission(form(entries.map(([n, v]) => [n, v])));
    expect(submission.status === "success" ? "success" : submission.error).toEqual(error);
    expect(submission.payload).toMatchObject({ location: "" });
  });
});
