import { describe, expect, it } from "vitest";
import { displayMoney } from "./display-money";
import { moneyLabelKey, moneyLabels } from "./money-labels";

const nbsp = (s: string | undefined) => s?.replace(/[\u00a0\u202f]/g, " ");

describe("moneyLabels", () => {
  it("formats each amount once, exact and in whole units under their own keys", () => {
    const calls: string[] = [];
    const labels = moneyLabels(
      {
        exact: [
          { amount: 12345, currency: "EUR" },
          { amount: 12345, currency: "EUR" },
        ],
        whole: [{ amount: 12345, currency: "EUR" }],
      },
      {
        format: (money) => {
          calls.push("exact");
          return `exact ${money.amount}`;
        },
        formatWhole: (money) => {
          calls.push("whole");
          return `whole ${money.amount}`;
        },
      },
    );
    expect(labels).toEqual({ "12345 EUR": "exact 12345", "~12345 EUR": "whole 12345" });
    expect(calls).toEqual(["exact", "whole"]);
  });

  it("keeps amounts of different currencies apart", () => {
    expect(moneyLabelKey({ amount: 500, currency: "EUR" })).not.toBe(moneyLabelKey({ amount: 500, currency: "CHF" }));
    expect(moneyLabelKey({ amount: 500, currency: "EUR" })).not.toBe(
      moneyLabelKey({ amount: 500, currency: "EUR" }, true),
    );
  });

  it("holds what the page's display money shows, converted into the visitor's currency", () => {
    const display = displayMoney("CHF", { base: "EUR", rates: { CHF: 0.9 } }, "en-GB");
    const price = { amount: 10050, currency: "EUR" };
    const labels = moneyLabels({ exact: [price], whole: [price] }, display);
    expect(nbsp(labels[moneyLabelKey(price)])).toBe("CHF 90.45");
    expect(nbsp(labels[moneyLabelKey(price, true)])).toBe("CHF 90");
  });
});
