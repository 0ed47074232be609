import { describe, expect, it } from "vitest";
import { formatIban, ibanCheckDigits, isValidIban } from "./iban";

describe("IBAN", () => {
  it.each([
    ["DE89370400440532013000", true],
    ["DE89 3704 0044 0532 0130 00", true],
    ["gb29nwbk60161331926819", true],
    ["AT892011182281234567", true],
    ["DE88370400440532013000", false], // check digits off by one
    ["DE8937040044053201300", false], // a digit missing
    ["XX", false],
    ["", false],
  ])("%s is valid: %s", (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });

  it("computes check digits", () => {
    expect(ibanCheckDigits("DE", "370400440532013000")).toBe("89");
    expect(ibanCheckDigits("GB", "NWBK60161331926819")).toBe("29");
  });

  it.each([
    ["DE89370400440532013000", "DE89 3704 0044 0532 0130 00"],
    ["de89 3704 0044 0532 0130 00", "DE89 3704 0044 0532 0130 00"],
    ["AT892011182281234567", "AT89 2011 1822 8123 4567"],
    ["GB29NWBK60161331926819", "GB29 NWBK 6016 1331 9268 19"],
  ])("formats %s in groups of four", (raw, printed) => {
    expect(formatIban(raw)).toBe(printed);
  });
});
