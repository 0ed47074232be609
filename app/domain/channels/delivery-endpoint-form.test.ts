import { describe, expect, it } from "vitest";
import { checkEndpointForm } from "./delivery-endpoint-form";

function form(entries: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const good: Array<[string, string]> = [
  ["url", " https://pms.example.com/hooks "],
  ["format", "json"],
  ["events", "created"],
  ["events", "cancelled"],
];

describe("checkEndpointForm", () => {
  it("takes availability and rates (metasearch ARI) as OpenTravel", () => {
    const entries: Array<[string, string]> = [
      good[0]!,
      ["format", "opentravel"],
      ["events", "availability"],
      ["events", "rates"],
    ];
    expect(checkEndpointForm(form(entries), false)).toMatchObject({
      ok: true,
      request: { events: ["availability", "rates"] },
    });
  });

  it("takes an https address, the format and the events", () => {
    expect(checkEndpointForm(form(good), false)).toEqual({
      ok: true,
      request: { url: "https://pms.example.com/hooks", format: "json", events: ["created", "cancelled"] },
    });
  });

  it.each([
    ["no address", [["url", ""], ...good.slice(1)], false, { url: "adminDeliveries.errors.urlRequired" }],
    ["not a URL", [["url", "pms"], ...good.slice(1)], false, { url: "adminDeliveries.errors.urlInvalid" }],
    [
      "plain http",
      [["url", "http://pms.example.com/"], ...good.slice(1)],
      false,
      { url: "adminDeliveries.errors.urlHttps" },
    ],
    [
      "localhost in production",
      [["url", "http://localhost:8790/"], ...good.slice(1)],
      false,
      { url: "adminDeliveries.errors.urlLocal" },
    ],
    ["no event", good.slice(0, 2), false, { events: "adminDeliveries.errors.events" }],
    ["an unknown format", [good[0]!, ["format", "csv"], good[2]!], false, { format: "adminDeliveries.errors.format" }],
    [
      "availability (metasearch ARI) as JSON",
      [good[0]!, ["format", "json"], ["events", "availability"]],
      false,
      { events: "adminDeliveries.errors.ariOpenTravel" },
    ],
  ] as const)("refuses %s, keeping the values", (_, entries, allowLocal, errors) => {
    const result = checkEndpointForm(form(entries as Array<[string, string]>), allowLocal);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(errors);
    expect(result.values.url).toBe(String(entries[0]?.[1] ?? "").trim());
  });

  it("takes http://localhost where local addresses are allowed", () => {
    const entries: Array<[string, string]> = [["url", "http://localhost:8790/in"], ...good.slice(1)];
    expect(checkEndpointForm(form(entries), true).ok).toBe(true);
  });
});
