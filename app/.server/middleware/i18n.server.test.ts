import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { TENANTS } from "../../../shared/tenancy/tenant-registry";
import { tenantContext } from "../context.server";
import { getI18n, getLocale, i18nMiddleware } from "./i18n.server";

const tenant = TENANTS[0]!;

async function run(path: string, headers: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(tenantContext, { tenant, area: "public" });
  const request = new Request(`http://${tenant.hosts[0] ?? "localhost"}${path}`, { headers });
  const response = await i18nMiddleware(
    { request, context, params: {}, url: new URL(request.url), pattern: "" } as unknown as Parameters<
      typeof i18nMiddleware
    >[0],
    async () => new Response("ok"),
  );
  return { context, response: response as Response };
}

describe("i18nMiddleware", () => {
  it("detects the path's language and translates in it", async () => {
    const { context } = await run("/de/search/Berlin");
    expect(getLocale(context)).toBe("de");
    expect(getI18n(context).language).toBe("de");
    expect(getI18n(context).t("common.close")).toBe("Schließen");
  });

  it("falls back to the tenant's default language", async () => {
    const { context } = await run("/", { "Accept-Language": "fr" });
    expect(getLocale(context)).toBe(tenant.defaultLanguage);
  });

  it("makes one i18next instance per language for the isolate, not one per request", async () => {
    const [first, second, other] = await Promise.all([run("/en"), run("/en/search/Berlin"), run("/de")]);
    expect(getI18n(second.context)).toBe(getI18n(first.context));
    expect(getI18n(other.context)).not.toBe(getI18n(first.context));
    expect(getI18n(other.context).language).toBe("de");
    expect(getI18n(first.context).language).toBe("en");
  });

  it("remembers a language chosen through the path", async () => {
    const { response } = await run("/de");
    expect(response.headers.get("Set-Cookie")).toContain("__Host-lng=");
  });
});
