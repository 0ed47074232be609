import { createInstance, type i18n } from "i18next";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { useT } from "./use-t";

/** A component showing a text and the language of what `useT` gives it. */
function Probe() {
  const { t, i18n: own } = useT();
  return createElement("p", null, `${t("search.facetsAll", { count: 12 })} (${own.language})`);
}

/** A component showing only a text. */
function TextProbe() {
  const { t } = useT();
  return createElement("p", null, t("search.facetsAll"));
}

/** Renders what `useT` gives a component under the provider of `instance`. */
function rendered(instance: i18n): string {
  return renderToString(createElement(I18nextProvider, { i18n: instance }, createElement(Probe)));
}

describe("useT", () => {
  const instances: Record<"en" | "de", i18n> = {} as Record<"en" | "de", i18n>;
  beforeAll(async () => {
    for (const lng of ["en", "de"] as const) {
      const instance = createInstance({
        lng,
        resources: {
          en: { translation: { search: { facetsAll: "Show all {{count}}" } } },
          de: { translation: { search: { facetsAll: "Alle {{count}} anzeigen" } } },
        },
        interpolation: { escapeValue: false },
      });
      await instance.init();
      instances[lng] = instance;
    }
  });

  it.each([
    ["en", "Show all 12 (en)"],
    ["de", "Alle 12 anzeigen (de)"],
  ] as const)("gives a component the %s provider's own instance and texts", (lng, text) => {
    expect(rendered(instances[lng])).toBe(`<p>${text}</p>`);
  });

  it("keeps the instance's own t, so what it remembers (a server's) is what components call", () => {
    const instance = instances.en;
    const original = instance.t;
    instance.t = ((key: string) => `remembered ${key}`) as typeof instance.t;
    try {
      expect(rendered(instance)).toBe("<p>remembered search.facetsAll (en)</p>");
    } finally {
      instance.t = original;
    }
  });
});

describe("useT without any i18next instance", () => {
  it("answers each text's key, as react-i18next does, so a component renders alone", () => {
    expect(renderToString(createElement(TextProbe))).toBe("<p>search.facetsAll</p>");
  });
});
