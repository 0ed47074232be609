import { describe, expect, it } from "vitest";
import type { SearchFactsRow } from "../repositories/stored-rows";
import { GenerationRowMemo } from "./row-memo";

const row = (id: string, base = 100) => ({ id, base_nightly: base }) as SearchFactsRow;

type Step =
  | { remember: [generation: number | null, ibeUid: string, ids: string[]] }
  | { lookup: [ibeUid: string, ids: string[]]; want: { generation: number | null; rows: string[]; missing: string[] } };

describe("GenerationRowMemo", () => {
  const cases: { name: string; size?: number; steps: Step[] }[] = [
    {
      name: "nothing is remembered at first",
      steps: [{ lookup: ["t", ["a", "b"]], want: { generation: null, rows: [], missing: ["a", "b"] } }],
    },
    {
      name: "rows of one generation add up",
      steps: [
        { remember: [7, "t", ["a"]] },
        { remember: [7, "t", ["b"]] },
        { lookup: ["t", ["a", "b", "c"]], want: { generation: 7, rows: ["a", "b"], missing: ["c"] } },
      ],
    },
    {
      name: "rows of a new generation pass over the older ones",
      steps: [
        { remember: [7, "t", ["a", "b"]] },
        { remember: [8, "t", ["c"]] },
        { lookup: ["t", ["a", "b", "c"]], want: { generation: 8, rows: ["c"], missing: ["a", "b"] } },
      ],
    },
    {
      name: "rows of no generation are not remembered",
      steps: [
        { remember: [7, "t", ["a"]] },
        { remember: [null, "t", ["b"]] },
        { lookup: ["t", ["a", "b"]], want: { generation: 7, rows: ["a"], missing: ["b"] } },
      ],
    },
    {
      name: "each tenant's rows are its own",
      steps: [
        { remember: [7, "t", ["a"]] },
        { lookup: ["u", ["a"]], want: { generation: null, rows: [], missing: ["a"] } },
      ],
    },
    {
      name: "a tenant's new generation leaves another tenant's rows",
      steps: [
        { remember: [7, "t", ["a"]] },
        { remember: [3, "u", ["a"]] },
        { remember: [8, "u", ["b"]] },
        { lookup: ["t", ["a"]], want: { generation: 7, rows: ["a"], missing: [] } },
        { lookup: ["u", ["a", "b"]], want: { generation: 8, rows: ["b"], missing: ["a"] } },
      ],
    },
    {
      name: "beyond its size the rows used longest ago go first",
      size: 2,
      steps: [
        { remember: [7, "t", ["a", "b"]] },
        { remember: [7, "t", ["a"]] },
        { remember: [7, "t", ["c"]] },
        { lookup: ["t", ["a", "b", "c"]], want: { generation: 7, rows: ["a", "c"], missing: ["b"] } },
      ],
    },
  ];

  it.each(cases)("$name", ({ size, steps }) => {
    const memo = new GenerationRowMemo<SearchFactsRow>(size ?? 100);
    for (const step of steps) {
      if ("remember" in step) {
        const [generation, ibeUid, ids] = step.remember;
        memo.remember(
          generation,
          ibeUid,
          ids.map((id) => row(id)),
        );
      } else {
        const got = memo.lookup(...step.lookup);
        expect({ ...got, rows: got.rows.map((r) => r.id) }).toEqual(step.want);
      }
    }
  });

  it("weighs rows when told how: beyond its size the rows used longest ago go first", () => {
    const memo = new GenerationRowMemo<{ id: string; types: string[] }>(5, (row) => row.types.length);
    const cell = (id: string, n: number) => ({ id, types: Array.from({ length: n }, (_, i) => `${id}-${i}`) });
    memo.remember(7, "t", [cell("a", 2), cell("b", 2), cell("empty", 0)]);
    expect(memo.lookup("t", ["a", "b", "empty"]).missing).toEqual([]);
    memo.remember(7, "t", [cell("c", 2)]);
    expect(memo.lookup("t", ["a", "b", "empty", "c"]).missing).toEqual(["a"]);
    // A row heavier than the whole size is still kept, alone.
    memo.remember(7, "t", [cell("d", 9)]);
    expect(memo.lookup("t", ["c", "d"]).missing).toEqual(["c"]);
  });

  it("answers the rows it was given", () => {
    const memo = new GenerationRowMemo<SearchFactsRow>(10);
    const a = row("a", 123);
    memo.remember(1, "t", [a]);
    expect(memo.lookup("t", ["a"]).rows[0]).toBe(a);
  });
});
