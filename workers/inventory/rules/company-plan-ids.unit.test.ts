import { describe, expect, it } from "vitest";
import { planIdsForEdit } from "./company-plan-ids";

describe("planIdsForEdit", () => {
  it.each([
    { name: "keeps the code's own ids", stored: ["a", "b"], sent: ["a", "b"], ids: ["a", "b"] },
    { name: "gives a plan without id a new one", stored: ["a"], sent: ["a", undefined], ids: ["a", "new-1"] },
    { name: "drops what is not sent", stored: ["a", "b", "c"], sent: ["c"], ids: ["c"] },
    { name: "never takes another code's id", stored: ["a"], sent: ["x"], ids: ["new-1"] },
    { name: "keeps a repeated id once", stored: ["a"], sent: ["a", "a"], ids: ["a", "new-1"] },
    { name: "replaces all with new plans", stored: ["a"], sent: [undefined, undefined], ids: ["new-1", "new-2"] },
  ])("$name", ({ stored, sent, ids }) => {
    let n = 0;
    const result = planIdsForEdit(
      stored,
      sent.map((id) => (id ? { id } : {})),
      () => `new-${++n}`,
    );
    expect(result).toEqual(ids);
  });
});
