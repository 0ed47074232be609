import { describe, expect, it } from "vitest";
import { OTA_ACTOR_HEADER } from "../../../shared/ota/common";
import { actorOf } from "./actor";

function request(actor?: string) {
  return new Request(
    "https://inventory.internal/api/admin",
    actor === undefined ? {} : { headers: { [OTA_ACTOR_HEADER]: actor } },
  );
}

describe("actorOf", () => {
  it.each([
    {
      name: "the app's admin",
      header: encodeURIComponent("Jürgen Ölmann <j@example.com>"),
      actor: "Jürgen Ölmann <j@example.com>",
    },
    { name: "trimmed", header: encodeURIComponent("  Ann  "), actor: "Ann" },
    { name: "no header: the token's tenant", header: undefined, actor: "API: alpenstay" },
    { name: "blank: the token's tenant", header: "%20", actor: "API: alpenstay" },
    { name: "broken encoding: the token's tenant", header: "%E0%A4%A", actor: "API: alpenstay" },
    { name: "a line break: the token's tenant", header: encodeURIComponent("Ann\nBob"), actor: "API: alpenstay" },
    { name: "too long: the token's tenant", header: "a".repeat(201), actor: "API: alpenstay" },
  ])("$name", ({ header, actor }) => {
    expect(actorOf(request(header), { tenants: ["alpenstay"] })).toBe(actor);
  });

  it("names the platform's token", () => {
    expect(actorOf(request(), { tenants: "all" })).toBe("API: platform");
  });
});
