import type { i18n } from "i18next";
import { describe, expect, it, vi } from "vitest";
import deBooking from "../../locales/de/booking.json";
import enBooking from "../../locales/en/booking.json";
import enPages from "../../locales/en/pages.json";
import en from "../../locales/en/translation.json";
import { ensureTranslationParts, loadTranslation } from "./load-translation";

describe("loadTranslation", () => {
  it.each([
    ["the core alone", [] as const, { core: true, booking: false }],
    ["the core and the booking part", ["booking"] as const, { core: true, booking: true }],
    [
      "the core, the booking and the pages part",
      ["booking", "pages"] as const,
      { core: true, booking: true, pages: true },
    ],
  ])("loads %s", async (_case, parts, expected: { core: boolean; booking: boolean; pages?: boolean }) => {
    const messages = await loadTranslation("en", parts);
    expect("search" in messages).toBe(expected.core);
    expect("checkout" in messages).toBe(expected.booking);
    expect("adminBookings" in messages).toBe(expected.pages ?? false);
    expect(messages.search).toEqual(en.search);
    if (expected.booking) expect(messages.checkout).toEqual(enBooking.checkout);
    if (expected.pages) expect(messages.enquiry).toEqual(enPages.enquiry);
  });
});

describe("ensureTranslationParts", () => {
  it("adds a missing part once, in the page's language", async () => {
    const addResourceBundle = vi.fn();
    const instance = { addResourceBundle } as unknown as i18n;
    await ensureTranslationParts(instance, "de", ["booking"]);
    await ensureTranslationParts(instance, "de", ["booking"]);
    await ensureTranslationParts(instance, "de", []);
    expect(addResourceBundle).toHaveBeenCalledTimes(1);
    expect(addResourceBundle).toHaveBeenCalledWith("de", "translation", deBooking, true, false);
  });

  it("does not add a part the page started with", async () => {
    const addResourceBundle = vi.fn();
    await loadTranslation("en", ["booking"]);
    await ensureTranslationParts({ addResourceBundle } as unknown as i18n, "en", ["booking"]);
    expect(addResourceBundle).not.toHaveBeenCalled();
  });
});
