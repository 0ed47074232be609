import { describe, expect, it } from "vitest";
import { defaultStatusText, type FetchLike, fetchUpstream } from "./upstream-fetch.server";

/** A fake upstream that answers each call with the next scripted outcome and records what it was asked. */
function scripted(outcomes: Array<Response | Error | "hang">) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetcher: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const outcome = outcomes[Math.min(calls.length - 1, outcomes.length - 1)];
    if (outcome === "hang") {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    }
    if (outcome instanceof Error) throw outcome;
    return outcome ?? new Response("no script", { status: 599 });
  };
  return { fetcher, calls };
}

const noSleep = async () => {};
const json = (body: unknown, init?: ResponseInit) => new Response(JSON.stringify(body), init);

describe("fetchUpstream", () => {
  it("returns the first successful response", async () => {
    const { fetcher, calls } = scripted([json({ fine: true })]);
    const result = await fetchUpstream(fetcher, "https://up.example/x", { timeoutMs: 1000, sleep: noSleep });
    expect(result.ok).toBe(true);
    if (result.ok) expect(await result.response.json()).toEqual({ fine: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init?.method).toBe("GET");
    expect(calls[0]?.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("retries transient statuses twice, then succeeds", async () => {
    const { fetcher, calls } = scripted([
      new Response("busy", { status: 503, statusText: "Service Unavailable" }),
      new Response("slow", { status: 429, statusText: "Too Many Requests" }),
      json({ ok: 1 }),
    ]);
    const waits: number[] = [];
    const result = await fetchUpstream(fetcher, "https://up.example/x", {
      timeoutMs: 1000,
      backoffMs: 50,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(result.ok).toBe(true);
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([50, 100]);
  });

  it("gives up after the retries with the upstream's last status and text", async () => {
    const { fetcher, calls } = scripted([new Response("", { status: 502, statusText: "Bad Gateway" })]);
    const result = await fetchUpstream(fetcher, "https://up.example/x", { timeoutMs: 1000, sleep: noSleep });
    expect(result).toEqual({ ok: false, status: 502, statusText: "Bad Gateway" });
    expect(calls).toHaveLength(3);
  });

  it("does not retry a client error", async () => {
    const { fetcher, calls } = scripted([new Response("", { status: 404, statusText: "Not Found" })]);
    const result = await fetchUpstream(fetcher, "https://up.example/x", { timeoutMs: 1000, sleep: noSleep });
    expect(result).toEqual({ ok: false, status: 404, statusText: "Not Found" });
    expect(calls).toHaveLength(1);
  });

  it("fills in a missing status text", async () => {
    const { fetcher } = scripted([new Response("", { status: 403 })]);
    const result = await fetchUpstream(fetcher, "https://up.example/x", { timeoutMs: 1000, sleep: noSleep });
    expect(result).toEqual({ ok: false, status: 403, statusText: "Forbidden" });
    expect(defaultStatusText(418)).toBe("Error");
  });

  it("answers 500 when the request fails without a status", async () => {
    const { fetcher, calls } = scripted([new TypeError("fetch failed")]);
    const result = await fetchUpstream(fetcher, "https://up.example/x", { timeoutMs: 1000, sleep: noSleep });
    expect(result).toEqual({ ok: false, status: 500, statusText: "Internal Server Error" });
    expect(calls).toHaveLength(3);
  });

  it("times out each attempt and answers 504", async () => {
    const { fetcher, calls } = scripted(["hang"]);
    const result = await fetchUpstream(fetcher, "https://up.example/x", { timeoutMs: 20, retries: 1, sleep: noSleep });
    expect(result).toEqual({ ok: false, status: 504, statusText: "Gateway Timeout" });
    expect(calls).toHaveLength(2);
  });

  it("recovers from a network error on retry", async () => {
    const { fetcher } = scripted([new TypeError("reset"), json([])]);
    expect((await fetchUpstream(fetcher, "https://up.example/x", { timeoutMs: 1000, sleep: noSleep })).ok).toBe(true);
  });

  it("sends the configured headers", async () => {
    const { fetcher, calls } = scripted([json({})]);
    await fetchUpstream(fetcher, "https://up.example/x", {
      timeoutMs: 1000,
      headers: { Authorization: "Bearer k", Accept: "application/xml" },
    });
    expect(calls[0]?.init?.headers).toEqual({ Authorization: "Bearer k", Accept: "application/xml" });
  });
});
