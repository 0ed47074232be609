import { describe, expect, it } from "vitest";
import { cpuSlowdownFor, medianRun, type PageFigures } from "./lighthouse-bench";

describe("cpuSlowdownFor", () => {
  it.each([
    [2500, 4],
    [2000, 4],
    [1200, 2.4],
    [500, 1],
    [200, 1],
  ])("a host of benchmark index %d is slowed %dx", (index, slowdown) => {
    expect(cpuSlowdownFor(index)).toBe(slowdown);
  });
});

describe("medianRun", () => {
  const run = (score: number, lcp = 1000): PageFigures => ({
    score,
    lcp,
    tbt: 0,
    fcp: 0,
    cls: 0,
    benchmarkIndex: 1000,
  });

  it.each([
    [[run(90), run(97), run(94)], 94],
    [[run(99)], 99],
    [[run(96), run(92)], 92],
  ])("of scores %#", (runs, score) => {
    expect(medianRun(runs).score).toBe(score);
  });

  it("of equal scores takes the slower LCP", () => {
    expect(medianRun([run(95, 1200), run(95, 1800)]).lcp).toBe(1800);
  });
});
