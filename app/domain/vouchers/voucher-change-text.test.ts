import { describe, expect, it } from "vitest";
import { isVoucherField, type VoucherChangeWords, voucherChangeRows, voucherChangeText } from "./voucher-change-text";

const words: VoucherChangeWords = {
  always: "Immer",
  yes: "Ja",
  no: "Nein",
  active: "Aktiv",
  archived: "Archiviert",
  percent: (percent) => `${percent} %`,
  money: ({ amount, currency }) => `${(amount / 100).toFixed(2)} ${currency}`,
  house: (id) => (id === "p-1" ? "Haus Falk, Graz" : id),
};

describe("voucherChangeText: a recorded voucher value in words, not JSON", () => {
  it.each<[string, string, unknown, string]>([
    ["a percent off", "discount", { kind: "percent", percent: 15 }, "15 %"],
    ["an amount off", "discount", { kind: "amount", amount: 2550, currency: "EUR" }, "25.50 EUR"],
    ["an open period", "bookingPeriod", { from: null, until: null }, "Immer"],
    ["a period with both ends", "stayPeriod", { from: "2027-01-01", until: "2027-03-31" }, "2027-01-01 – 2027-03-31"],
    ["a period open at its end", "bookingPeriod", { from: "2027-01-01", until: null }, "2027-01-01 – …"],
    ["houses by name", "propertyIds", ["p-1", "p-2"], "Haus Falk, Graz, p-2"],
    ["no apartment types", "apartmentTypeIds", [], "—"],
    ["apartment types by id", "apartmentTypeIds", ["a-1", "a-2"], "a-1, a-2"],
    ["no limit", "totalLimit", null, "—"],
    ["a field a new code did not have", "code", null, "—"],
    ["a limit", "perEmailLimit", 2, "2"],
    ["the code", "code", "SPRING", "SPRING"],
    ["archived", "active", false, "Archiviert"],
    ["active", "active", true, "Aktiv"],
    ["combinable", "combinableWithCompanyRates", true, "Ja"],
    ["a value of an unexpected shape stays readable", "discount", { kind: "other" }, '{"kind":"other"}'],
  ])("%s", (_name, field, value, text) => {
    expect(voucherChangeText(field, value, words)).toBe(text);
  });

  it("knows the recorded fields, and no others", () => {
    expect(isVoucherField("combinableWithCompanyRates")).toBe(true);
    expect(isVoucherField("toString")).toBe(false);
  });
});

describe("voucherChangeRows", () => {
  it("leaves out a field that reads the same before and after (a new code's empty houses)", () => {
    const rows = voucherChangeRows(
      [
        { field: "code", before: null, after: "SPRING" },
        { field: "propertyIds", before: null, after: [] },
      ],
      words,
    );
    expect(rows).toEqual([{ field: "code", before: "—", after: "SPRING" }]);
  });
});
