import { describe, expect, it } from "vitest";
import {
  type CardBrand,
  cardBrandRule,
  checkCardNumber,
  detectCardBrand,
  isValidCvc,
} from "../../../shared/payments/card-brand";
import {
  checkCardExpiry,
  formatCardExpiry,
  isCardExpired,
  parseCardExpiry,
} from "../../../shared/payments/card-expiry";
import { isLuhnValid, luhnCheckDigit, normaliseCardNumber } from "../../../shared/payments/luhn";
import { lastFourDigits, MASKED_CARD_PATTERN, maskCardNumber } from "../../../shared/payments/mask-card";
import { isAirplusCardNumber } from "./airplus";

/** Published test numbers of the schemes and of PCI Proxy / Datatrans. */
const TEST_CARDS: [string, CardBrand][] = [
  ["4111111111111111", "visa"],
  ["4000000000000002", "visa"],
  ["5555555555554444", "mastercard"],
  ["2223003122003222", "mastercard"],
  ["378282246310005", "amex"],
  ["36227206271667", "diners"],
  ["3530111333300000", "jcb"],
  ["6200000000000005", "unionpay"],
  ["6759649826438453", "maestro"],
  ["6011111111111117", "discover"],
  ["122000000000003", "uatp"],
];

describe("luhn", () => {
  it.each(TEST_CARDS)("%s is Luhn-valid", (number) => {
    expect(isLuhnValid(number)).toBe(true);
  });

  it.each([
    ["4111111111111112", false],
    ["4111 1111 1111 1111", true],
    ["4111-1111-1111-1111", true],
    ["4111a111111111111", false],
    ["0", false],
    ["00", true],
    ["", false],
    ["79927398713", true],
    ["79927398710", false],
  ])("%s -> %s", (number, expected) => {
    expect(isLuhnValid(number)).toBe(expected);
  });

  it("computes check digits and normalises separators", () => {
    expect(luhnCheckDigit("12200000000000")).toBe(3);
    expect(luhnCheckDigit("411111111111111")).toBe(1);
    expect(normaliseCardNumber(" 4111 1111-1111 1111 ")).toBe("4111111111111111");
  });
});

describe("card brands", () => {
  it.each(TEST_CARDS)("%s is %s and a complete valid number", (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
    expect(checkCardNumber(number)).toEqual({ ok: true, number, brand });
  });

  it.each([
    ["4", "visa"],
    ["51", "mastercard"],
    ["2221", "mastercard"],
    ["2720", "mastercard"],
    ["2721", null],
    ["2220", null],
    ["34", "amex"],
    ["37", "amex"],
    ["300", "diners"],
    ["305", "diners"],
    ["38", "diners"],
    ["3528", "jcb"],
    ["3589", "jcb"],
    ["3590", null],
    ["62", "unionpay"],
    ["5018", "maestro"],
    ["6304", "maestro"],
    ["65", "discover"],
    ["1", "uatp"],
    ["9", null],
    ["", null],
    ["x", null],
  ] as const)("prefix %s -> %s", (prefix, brand) => {
    expect(detectCardBrand(prefix)).toBe(brand);
  });

  it.each([
    ["4111 1111 1111 1112", "invalid_checksum"],
    ["411111111111111", "invalid_length"],
    ["9111111111111111", "unknown_brand"],
    ["4111x", "invalid_characters"],
    ["", "invalid_characters"],
  ])("%s is rejected: %s", (number, reason) => {
    expect(checkCardNumber(number)).toEqual({ ok: false, reason });
  });

  it.each([
    ["visa", "123", true],
    ["visa", "12", false],
    ["visa", "1234", false],
    ["amex", "1234", true],
    ["amex", "123", false],
    ["uatp", "", true],
    ["uatp", "123", false],
    ["mastercard", "12a", false],
  ] as const)("%s security code %s -> %s", (brand, cvc, expected) => {
    expect(isValidCvc(brand, cvc)).toBe(expected);
  });

  it("knows lengths per brand", () => {
    expect(cardBrandRule("amex")).toEqual({ lengths: [15], cvcLength: 4 });
  });
});

describe("AirPlus (UATP)", () => {
  it.each([
    ["122000000000003", true],
    ["1220 0000 0000 003", true],
    ["122000000000004", false],
    ["222000000000003", false],
    ["12200000000003", false],
    ["1220000000000030", false],
    ["378282246310005", false],
  ])("%s -> %s", (number, expected) => {
    expect(isAirplusCardNumber(number)).toBe(expected);
  });
});

describe("card expiry", () => {
  const reference = new Date("2026-05-15T12:00:00Z");

  it.each([
    ["05/26", { ok: true, expiry: { month: 5, year: 2026 } }],
    ["5/26", { ok: true, expiry: { month: 5, year: 2026 } }],
    ["12/2030", { ok: true, expiry: { month: 12, year: 2030 } }],
    ["0627", { ok: true, expiry: { month: 6, year: 2027 } }],
    [" 06 / 27 ", { ok: true, expiry: { month: 6, year: 2027 } }],
    ["04/26", { ok: false, reason: "card_expired", expiry: { month: 4, year: 2026 } }],
    ["12/25", { ok: false, reason: "card_expired", expiry: { month: 12, year: 2025 } }],
    ["13/26", { ok: false, reason: "invalid_expiry" }],
    ["00/26", { ok: false, reason: "invalid_expiry" }],
    ["626", { ok: false, reason: "invalid_expiry" }],
    ["ab/cd", { ok: false, reason: "invalid_expiry" }],
    ["", { ok: false, reason: "invalid_expiry" }],
  ])("%s -> %o", (input, expected) => {
    expect(checkCardExpiry(input, reference)).toEqual(expected);
  });

  it("is valid through the last day of the month, in UTC", () => {
    expect(isCardExpired({ month: 5, year: 2026 }, new Date("2026-05-31T23:59:59Z"))).toBe(false);
    expect(isCardExpired({ month: 5, year: 2026 }, new Date("2026-06-01T00:00:00Z"))).toBe(true);
  });

  it("accepts month and year objects and formats MM/YY", () => {
    expect(checkCardExpiry({ month: 1, year: 27 }, reference)).toEqual({ ok: true, expiry: { month: 1, year: 2027 } });
    expect(parseCardExpiry("1/30")).toEqual({ month: 1, year: 2030 });
    expect(formatCardExpiry({ month: 3, year: 2031 })).toBe("03/31");
  });
});

describe("maskCardNumber", () => {
  it.each([
    ["4111111111111111", "411111xxxxxx1111"],
    ["4111 1111 1111 1111", "411111xxxxxx1111"],
    ["378282246310005", "378282xxxxx0005"],
    ["36227206271667", "362272xxxx1667"],
    ["122000000000003", "122000xxxxx0003"],
    ["4222222222222", "422222xxx2222"],
    ["12345678", "xxxx5678"],
  ])("%s -> %s", (number, masked) => {
    expect(maskCardNumber(number)).toBe(masked);
    expect(MASKED_CARD_PATTERN.test(masked)).toBe(true);
    expect(lastFourDigits(masked)).toBe(number.slice(-4));
  });

  it("rejects anything but digits", () => {
    expect(() => maskCardNumber("4111x")).toThrow(RangeError);
  });
});
