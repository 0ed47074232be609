import { describe, expect, it } from "vitest";
import type { BookingChangeQuote } from "../../../shared/ota/booking-change";
import { shownQuote } from "./shown-quote";

// Only the fields this rule reads matter; the rest of a quote passes through untouched.
const quote = (cardAlias: string | null) =>
  ({ cardAlias, difference: { amount: 1200 } }) as unknown as BookingChangeQuote;

describe("the quote the browser sees", () => {
  it.each<[string, string | null, boolean]>([
    ["a card booking", "alias-7", true],
    ["a bank transfer booking", null, false],
  ])("%s: says whether it pays by card, and the alias never leaves the server", (_name, alias, paysByCard) => {
    const shown = shownQuote(quote(alias), "creditCard");
    expect(shown.paysByCard).toBe(paysByCard);
    expect(shown.paymentMethod).toBe("creditCard");
    expect(JSON.stringify(shown)).not.toContain("alias-7");
    expect(shown).not.toHaveProperty("cardAlias");
    expect(shown).toMatchObject({ difference: { amount: 1200 } });
  });
});
