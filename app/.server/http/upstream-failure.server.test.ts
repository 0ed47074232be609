import { afterEach, describe, expect, it, vi } from "vitest";
import { failedUpstreamStatus, type UpstreamFailurePolicy, unwrapUpstream } from "./upstream-failure.server";
import type { HttpResult } from "./upstream-http.server";

/** The status of what a call threw (react-router's data()), or "returned <status>". */
function outcome(run: () => number): string {
  try {
    return `returned ${run()}`;
  } catch (thrown) {
    return `threw ${(thrown as { init?: { status?: number } }).init?.status}`;
  }
}

const failure = (status: number, code?: string): HttpResult<never> => ({
  ok: false,
  status,
  statusText: "x",
  ...(code ? { code } : {}),
});

afterEach(() => vi.restoreAllMocks());

describe("failedUpstreamStatus", () => {
  const cases: [string, number, UpstreamFailurePolicy, string][] = [
    ["an outage is a 502", 503, {}, "returned 502"],
    ["a timeout (500 without an answer) is a 502", 500, {}, "returned 502"],
    ["a 404 without a notFound rule is a 502", 404, {}, "returned 502"],
    ["a notFound status throws the 404 page", 404, { notFound: [404] }, "threw 404"],
    ["a refusal the page treats as missing throws the 404 page", 400, { notFound: [404, 400] }, "threw 404"],
    ["another status next to a notFound rule is a 502", 500, { notFound: [404, 400] }, "returned 502"],
    ["a passOn status is answered as it is", 409, { passOn: [409] }, "returned 409"],
    ["a refusal passed on", 400, { passOn: [400] }, "returned 400"],
    ["a status not passed on is a 502", 422, { passOn: [400, 409] }, "returned 502"],
    ["notFound wins over passOn", 404, { notFound: [404], passOn: [404] }, "threw 404"],
  ];
  it.each(cases)("%s", (_, status, policy, expected) => {
    expect(outcome(() => failedUpstreamStatus({ status }, policy))).toBe(expected);
  });

  it("logs the status and the upstream's code when asked, and not for a 404 page", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    failedUpstreamStatus({ status: 503, code: "timeout" }, { log: "list unavailable" });
    outcome(() => failedUpstreamStatus({ status: 404 }, { notFound: [404], log: "missing" }));
    failedUpstreamStatus({ status: 503 });
    expect(warn.mock.calls).toEqual([["list unavailable", { status: 503, code: "timeout" }]]);
  });
});

describe("unwrapUpstream", () => {
  it("gives the data of a good result", () => {
    expect(unwrapUpstream({ ok: true, data: { id: "bk_1" }, status: 200 })).toEqual({ id: "bk_1" });
  });

  it.each([
    [404, { notFound: [404] }, "threw 404"],
    [404, {}, "threw 502"],
    [503, { notFound: [404] }, "threw 502"],
    [409, { passOn: [409] }, "threw 409"],
  ] as const)("throws a failed %i as the page's status (%o)", (status, policy, expected) => {
    expect(outcome(() => unwrapUpstream(failure(status), policy))).toBe(expected);
  });
});
