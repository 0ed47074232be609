import { createInstance } from "i18next";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { rememberedT } from "./remembered-t";
import { i18nResources } from "./resources";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({ resources: i18nResources, lng: "en", fallbackLng: false, interpolation: { escapeValue: false } });
});

describe("rememberedT", () => {
  it("gives the texts t gives, plurals and interpolation included", () => {
    const t = rememberedT(i18n.t);
    expect(t("search.bathrooms", { count: 1 })).toBe(i18n.t("search.bathrooms", { count: 1 }));
    expect(t("search.bathrooms", { count: 2 })).toBe(i18n.t("search.bathrooms", { count: 2 }));
    expect(t("search.priceIncludes")).toBe(i18n.t("search.priceIncludes"));
    expect(t("search.perNight", { price: "€12.00" })).toContain("€12.00");
  });

  it("asks t once per key and options", () => {
    const t = vi.fn((key: string, options?: { count?: number }) => `${key}:${options?.count ?? ""}`);
    const remembered = rememberedT(t as never);
    for (let i = 0; i < 10; i++) {
      remembered("search.priceIncludes");
      remembered("search.bathrooms", { count: 1 });
    }
    remembered("search.bathrooms", { count: 2 });
    expect(t).toHaveBeenCalledTimes(3);
  });
});
