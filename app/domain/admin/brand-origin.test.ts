import { describe, expect, it } from "vitest";
import { brandOrigin } from "./brand-origin";

const citynest = { hosts: ["citynest.example", "citynest.localhost"] };

describe("a brand's origin from an admin request", () => {
  it.each([
    ["http://admin.citynest.localhost:8833/en/admin/bookings/x", citynest, "http://citynest.localhost:8833"],
    ["https://admin.citynest.example/de/admin/bookings/x", citynest, "https://citynest.example"],
    ["http://admin.quartier.localhost:8833/en/admin", citynest, "http://citynest.localhost:8833"],
    ["https://admin.quartier.example/en/admin", citynest, "https://citynest.example"],
    ["http://citynest.localhost:5173/en", citynest, "http://citynest.localhost:5173"],
  ])("%s for %j is %s", (url, tenant, origin) => {
    expect(brandOrigin(url, tenant)).toBe(origin);
  });
});
