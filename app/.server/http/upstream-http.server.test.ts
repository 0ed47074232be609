import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fakeFetcher, hanging, jsonResponse } from "./fake-fetcher.test-support";
import { createUpstreamDeadline } from "./upstream-deadline.server";
import { defaultStatusText, jsonCall, resolveUrl, textCall, type UpstreamOptions } from "./upstream-http.server";

const noSleep = async () => {};
const options = (fetcher: UpstreamOptions["fetcher"], more: Partial<UpstreamOptions> = {}): UpstreamOptions => ({
  fetcher,
  baseUrl: "https://up.example/v1",
  timeoutMs: 1000,
  sleep: noSleep,
  ...more,
});
const get = { method: "GET", path: "/x", retries: 2 } as const;
const anything = z.unknown();

describe("the upstream client's policy", () => {
  it("returns the first successful answer, with a timeout signal on the request", async () => {
    const { fetcher, calls } = fakeFetcher([() => jsonResponse({ fine: true })]);
    expect(await jsonCall(options(fetcher), get, anything)).toEqual({ ok: true, data: { fine: true }, status: 200 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("https://up.example/v1/x");
    expect(calls[0]?.init?.method).toBe("GET");
    expect(calls[0]?.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("retries transient statuses with a doubling backoff, then succeeds", async () => {
    const { fetcher, calls } = fakeFetcher([
      () => new Response("busy", { status: 503, statusText: "Service Unavailable" }),
      () => new Response("slow", { status: 429, statusText: "Too Many Requests" }),
      () => jsonResponse({ ok: 1 }),
    ]);
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    const result = await jsonCall(options(fetcher, { retryDelayMs: 50, sleep }), get, anything);
    expect(result.ok).toBe(true);
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([50, 100]);
  });

  it("gives up after the retries with the upstream's last status and text", async () => {
    const { fetcher, calls } = fakeFetcher([() => new Response("", { status: 502, statusText: "Bad Gateway" })]);
    expect(await jsonCall(options(fetcher), get, anything)).toEqual({
      ok: false,
      status: 502,
      statusText: "Bad Gateway",
    });
    expect(calls).toHaveLength(3);
  });

  it("does not retry a client error", async () => {
    const { fetcher, calls } = fakeFetcher([() => new Response("", { status: 404, statusText: "Not Found" })]);
    expect(await jsonCall(options(fetcher), get, anything)).toEqual({
      ok: false,
      status: 404,
      statusText: "Not Found",
    });
    expect(calls).toHaveLength(1);
  });

  it("fills in a missing status text", async () => {
    const { fetcher } = fakeFetcher([() => new Response("", { status: 403 })]);
    expect(await jsonCall(options(fetcher), get, anything)).toEqual({
      ok: false,
      status: 403,
      statusText: "Forbidden",
    });
    expect(defaultStatusText(418)).toBe("Error");
  });

  it("answers 500 network_error when the request fails without a status", async () => {
    const { fetcher, calls } = fakeFetcher([
      () => {
        throw new TypeError("fetch failed");
      },
    ]);
    expect(await jsonCall(options(fetcher), get, anything)).toMatchObject({
      ok: false,
      status: 500,
      statusText: "Network Error",
      code: "network_error",
    });
    expect(calls).toHaveLength(3);
  });

  it("times out each attempt and answers 500 timeout", async () => {
    const { fetcher, calls } = fakeFetcher([hanging]);
    const result = await jsonCall(options(fetcher, { timeoutMs: 20 }), { ...get, retries: 1 }, anything);
    expect(result).toMatchObject({ ok: false, status: 500, statusText: "Timeout", code: "timeout" });
    expect(calls).toHaveLength(2);
  });

  it("ends a hanging call at the request's deadline, long before its own timeout, and starts no retry", async () => {
    const { fetcher, calls } = fakeFetcher([hanging]);
    const started = Date.now();
    const result = await jsonCall(
      options(fetcher, { timeoutMs: 8000, deadline: createUpstreamDeadline(150) }),
      get,
      anything,
    );
    expect(result).toMatchObject({ ok: false, status: 500, code: "timeout" });
    // The deadline left no room for a retry (backoff plus a useful attempt).
    expect(calls).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("retries inside the deadline while it can hold another attempt, then stops", async () => {
    let clock = 0;
    const deadline = createUpstreamDeadline(1000, () => clock);
    const { fetcher, calls } = fakeFetcher([
      () => {
        clock += 300;
        return new Response("busy", { status: 503 });
      },
    ]);
    const sleep = async (ms: number) => {
      clock += ms;
    };
    const result = await jsonCall(options(fetcher, { retryDelayMs: 100, sleep, deadline }), get, anything);
    expect(result).toMatchObject({ ok: false, status: 503 });
    // 300 ms used, 700 left: a retry (100 ms backoff + 500 ms) fits; after it 300 left: none.
    expect(calls).toHaveLength(2);
  });

  it("makes no call once the deadline has passed", async () => {
    const { fetcher, calls } = fakeFetcher([() => jsonResponse({})]);
    const deadline = createUpstreamDeadline(0);
    expect(await jsonCall(options(fetcher, { deadline }), get, anything)).toMatchObject({ ok: false, code: "timeout" });
    expect(calls).toHaveLength(0);
  });

  it("recovers from a network error on retry", async () => {
    const { fetcher } = fakeFetcher([
      () => {
        throw new TypeError("reset");
      },
      () => jsonResponse([]),
    ]);
    expect((await jsonCall(options(fetcher), get, anything)).ok).toBe(true);
  });

  it("retries an unreadable answer, and reports an answer of the wrong shape at once", async () => {
    const garbage = fakeFetcher([() => new Response("{", { status: 200 })]);
    expect(await jsonCall(options(garbage.fetcher), get, anything)).toMatchObject({
      status: 500,
      code: "invalid_response",
    });
    expect(garbage.calls).toHaveLength(3);
    const wrongShape = fakeFetcher([() => jsonResponse({ n: "x" })]);
    expect(await jsonCall(options(wrongShape.fetcher), get, z.object({ n: z.number() }))).toMatchObject({
      status: 500,
      code: "invalid_response",
    });
    expect(wrongShape.calls).toHaveLength(1);
  });

  it("sends the configured headers, the request's own on top", async () => {
    const { fetcher, calls } = fakeFetcher([() => new Response("<xml/>")]);
    const result = await textCall(options(fetcher, { headers: { Authorization: "Bearer k" } }), {
      ...get,
      headers: { Accept: "application/xml" },
    });
    expect(result).toEqual({ ok: true, data: "<xml/>", status: 200 });
    expect(calls[0]?.init?.headers).toEqual({ Authorization: "Bearer k", Accept: "application/xml" });
  });
});

describe("resolveUrl", () => {
  it.each([
    ["https://host/v2", "/x", undefined, "https://host/v2/x"],
    ["https://host/v2/", "x?a=1", undefined, "https://host/v2/x?a=1"],
    ["https://host/v2", "/x", { b: 2, c: undefined }, "https://host/v2/x?b=2"],
    ["https://host/v2", "https://other/y", undefined, "https://other/y"],
    ["https://host/feed.xml", "", undefined, "https://host/feed.xml"],
  ])("%s + %s", (base, path, query, expected) => {
    expect(resolveUrl(base, path, query)).toBe(expected);
  });
});
