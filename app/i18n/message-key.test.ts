import { createInstance } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { FALLBACK_MESSAGE_KEY, isMessageKey } from "../../shared/i18n/message-key";
import { i18nResources } from "./resources";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({ resources: i18nResources, lng: "en", fallbackLng: false, interpolation: { escapeValue: false } });
});

describe("isMessageKey", () => {
  it.each([
    ["validation.guestsNumber", true],
    ["checkout.paymentMethods.other", true],
    [FALLBACK_MESSAGE_KEY, true],
    ["Required", false],
    ["validation", false],
    ["validation.noSuchMessage", false],
    ["", false],
  ])("%j → %s", (value, expected) => {
    expect(isMessageKey(value, (key) => i18n.getResource("en", "translation", key))).toBe(expected);
  });

  it("the fallback reads as a sentence in both languages", () => {
    expect(i18n.t(FALLBACK_MESSAGE_KEY, { lng: "en" })).toBe("Please check this field.");
    expect(i18n.t(FALLBACK_MESSAGE_KEY, { lng: "de" })).toBe("Bitte prüfen Sie dieses Feld.");
  });
});
