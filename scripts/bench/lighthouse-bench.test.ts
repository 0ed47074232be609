import { describe, expect, it, vi } from "vitest";
import { cpuSlowdownFor, medianFigures, type PageFigures, withAttempts } from "./lighthouse-bench";

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

describe("medianFigures", () => {
  const run = (score: number, lcp = 1000, tbt = 0): PageFigures => ({
    score,
    lcp,
    tbt,
    fcp: lcp,
    cls: 0,
    benchmarkIndex: 1000,
  });

  it.each([
    [[run(90), run(97), run(94)], 94],
    [[run(99)], 99],
    [[run(96), run(92)], 92],
  ])("of scores %#", (runs, score) => {
    expect(medianFigures(runs).score).toBe(score);
  });

  it.each([
    // The run of median score (98) has the slowest paint; the paints' median is another run's.
    [[run(98, 2010), run(89, 2600), run(99, 1300), run(98, 1290), run(100, 1250)], 1300],
    [[run(95, 1200), run(95, 1800)], 1800],
  ])("of first paints, each its own median %#", (runs, lcp) => {
    expect(medianFigures(runs).lcp).toBe(lcp);
    expect(medianFigures(runs).fcp).toBe(lcp);
  });

  it("of blocking times, the higher middle of an even count", () => {
    expect(medianFigures([run(99, 1000, 40), run(97, 1000, 140), run(98, 1000, 90), run(96, 1000, 20)]).tbt).toBe(90);
  });

  it("refuses no runs", () => {
    expect(() => medianFigures([])).toThrow("no Lighthouse run");
  });
});

describe("withAttempts", () => {
  const failingTimes = (failures: number) => {
    let calls = 0;
    return vi.fn(async () => {
      calls++;
      if (calls <= failures) throw new Error(`failure ${calls}`);
      return calls;
    });
  };

  it.each([
    { failures: 0, answer: 1, warnings: 0 },
    { failures: 1, answer: 2, warnings: 1 },
    { failures: 2, answer: 3, warnings: 2 },
  ])("answers after $failures failures", async ({ failures, answer, warnings }) => {
    const warn = vi.fn();
    expect(await withAttempts(3, failingTimes(failures), warn)).toBe(answer);
    expect(warn).toHaveBeenCalledTimes(warnings);
  });

  it("throws the last failure after its attempts", async () => {
    const warn = vi.fn();
    const run = failingTimes(5);
    await expect(withAttempts(3, run, warn)).rejects.toThrow("failure 3");
    expect(run).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
