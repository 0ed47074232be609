import { describe, expect, it } from "vitest";
import { type FakeCall, fakeFetcher, jsonResponse } from "../http/fake-fetcher.test-support";
import { type CloudflareHostnamesConfig, cloudflareCustomHostnames } from "./custom-hostnames.server";

const HOST = "www.seaside.example";
const created = {
  hostname: HOST,
  status: "pending",
  ssl: { status: "initializing", method: "http" },
  ownership_verification: { type: "txt", name: `_cf-custom-hostname.${HOST}`, value: "owner-token" },
};

function adapter(answers: ((call: FakeCall) => Response)[], overrides: Partial<CloudflareHostnamesConfig> = {}) {
  const fake = fakeFetcher(answers);
  const hostnames = cloudflareCustomHostnames({
    zoneId: "zone123",
    zoneName: "quartier.example",
    apiToken: "cf-token",
    cnameTarget: "customers.quartier.example",
    sslMethod: "http",
    fetcher: fake.fetcher,
    ...overrides,
  });
  return { hostnames, calls: fake.calls };
}

describe("Cloudflare for SaaS custom hostnames", () => {
  it("asks for a host not there yet (HTTP validation, DV) and shows the records to set", async () => {
    const { hostnames, calls } = adapter([
      () => jsonResponse({ success: true, result: [] }),
      () => jsonResponse({ success: true, result: created }, 201),
    ]);
    const result = await hostnames.request(HOST);
    expect(result).toMatchObject({ ok: true, status: { host: HOST, hostname: "pending", live: false } });
    expect(result.ok && result.status.records.map((r) => r.type)).toEqual(["CNAME", "TXT"]);
    expect(calls.map((c) => [c.init?.method, c.url])).toEqual([
      ["GET", `https://api.cloudflare.com/client/v4/zones/zone123/custom_hostnames?hostname=${HOST}`],
      ["POST", "https://api.cloudflare.com/client/v4/zones/zone123/custom_hostnames"],
    ]);
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({ hostname: HOST, ssl: { method: "http", type: "dv" } });
    expect(new Headers(calls[1]?.init?.headers).get("Authorization")).toBe("Bearer cf-token");
  });

  it("reads a host that is already there instead of asking twice", async () => {
    const active = { ...created, status: "active", ssl: { status: "active" } };
    const { hostnames, calls } = adapter([() => jsonResponse({ success: true, result: [active] })]);
    expect(await hostnames.request(HOST)).toMatchObject({ ok: true, status: { live: true } });
    expect(await hostnames.status(HOST)).toMatchObject({ ok: true, status: { live: true } });
    expect(calls.every((c) => c.init?.method === "GET")).toBe(true);
  });

  it.each<[string, string, Partial<CloudflareHostnamesConfig>, string]>([
    ["an apex", "seaside.example", {}, "apex"],
    ["a host in the platform's zone", "seaside.quartier.example", {}, "platform-zone"],
    ["a wildcard", "*.seaside.example", {}, "wildcard"],
    ["anything without a zone id", HOST, { zoneId: undefined }, "unconfigured"],
    ["anything without an API token", HOST, { apiToken: undefined }, "unconfigured"],
  ])("refuses %s before calling the API", async (_case, host, overrides, reason) => {
    const { hostnames, calls } = adapter([() => jsonResponse({ success: true, result: [] })], overrides);
    expect(await hostnames.request(host)).toEqual({ ok: false, host, reason });
    expect(calls).toHaveLength(0);
  });

  it.each<[number, string]>([
    [403, "api-refused"],
    [400, "api-refused"],
    [503, "unreachable"],
  ])("an API answer %i is %s, without the token in it", async (status, reason) => {
    const { hostnames } = adapter([
      () => jsonResponse({ success: false, errors: [{ code: 1414, message: "refused" }], result: null }, status),
    ]);
    expect(await hostnames.request(HOST)).toEqual({ ok: false, host: HOST, reason });
  });
});
