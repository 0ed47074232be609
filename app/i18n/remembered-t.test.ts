import { createInstance } from "i18next";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { rememberedT } from "./remembered-t";
import { i18nResources } from "./resources";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({ resources: i18nResources, lng: "en", fallbackLng: false, interpolation: { escapeValue: false } });
});

/** A remembered `t` called with keys and options the catalogue's types do not know. */
type LooseT = (key: string | string[], options?: Record<string, unknown>) => unknown;
const looseRemembered = (t: unknown, size?: number) => rememberedT(t as never, size) as unknown as LooseT;

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

  it.each([
    { why: "an object option", options: { value: { nested: 1 } } },
    { why: "a function option", options: { postProcess: () => "x" } },
    { why: "a list of objects", options: { list: [{ a: 1 }] } },
  ])("asks t every time for $why (its JSON would not tell two calls apart)", ({ options }) => {
    const t = vi.fn(() => "text");
    const remembered = looseRemembered(t);
    remembered("search.priceIncludes", options);
    remembered("search.priceIncludes", options);
    expect(t).toHaveBeenCalledTimes(2);
  });

  it("remembers a text asked by a list of keys, apart from each key alone", () => {
    const t = vi.fn((key: string | string[]) => (Array.isArray(key) ? key.join("+") : key));
    const remembered = looseRemembered(t);
    expect(remembered(["a", "b"])).toBe("a+b");
    expect(remembered(["a", "b"])).toBe("a+b");
    expect(remembered("a")).toBe("a");
    expect(t).toHaveBeenCalledTimes(2);
  });

  it("does not remember what is not a text (returnObjects)", () => {
    const t = vi.fn(() => ({ list: ["a"] }));
    const remembered = looseRemembered(t);
    remembered("search.something", { returnObjects: true });
    remembered("search.something", { returnObjects: true });
    expect(t).toHaveBeenCalledTimes(2);
  });

  it("starts over beyond its size", () => {
    const t = vi.fn((key: string) => key);
    const remembered = looseRemembered(t, 2);
    for (const key of ["a", "b", "c", "a"]) remembered(key);
    expect(t).toHaveBeenCalledTimes(4);
  });

  it("does not remember a call longer than it keeps (a long text a visitor typed)", () => {
    const t = vi.fn((_key: string, options?: Record<string, unknown>) => `near ${String(options?.place)}`);
    const remembered = looseRemembered(t);
    const place = "x".repeat(600);
    expect(remembered("search.mapLabel", { place })).toBe(`near ${place}`);
    remembered("search.mapLabel", { place });
    expect(t).toHaveBeenCalledTimes(2);
    remembered("search.mapLabel", { place: "Berlin" });
    remembered("search.mapLabel", { place: "Berlin" });
    expect(t).toHaveBeenCalledTimes(3);
  });
});
