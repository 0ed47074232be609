import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AFTER_ANSWER_MS, keepAfterAnswer } from "./after-answer";

describe("keepAfterAnswer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts the work only after the answer's moment, and keeps the request alive until it is done", async () => {
    const waited: Promise<unknown>[] = [];
    const calls: string[] = [];
    keepAfterAnswer({ waitUntil: (promise) => waited.push(promise) }, async () => {
      calls.push("kept");
    });
    expect(waited).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(AFTER_ANSWER_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(["kept"]);
    await expect(waited[0]).resolves.toBeUndefined();
  });

  it("hands a failure of the work to the runtime (as waitUntil reports it)", async () => {
    const waited: Promise<unknown>[] = [];
    keepAfterAnswer({ waitUntil: (promise) => waited.push(promise) }, () => Promise.reject(new Error("KV down")));
    const settled = expect(waited[0]).rejects.toThrow("KV down");
    await vi.advanceTimersByTimeAsync(AFTER_ANSWER_MS);
    await settled;
  });
});
