import { describe, expect, it } from "vitest";
import type { VoucherTerms, VoucherUses } from "../ota/vouchers";
import { type VoucherStay, type VoucherVerdict, voucherVerdict } from "./voucher-verdict";

const terms: VoucherTerms = {
  code: "SUMMER10",
  discount: { kind: "percent", percent: 10 },
  bookingPeriod: { from: "2027-01-01", until: "2027-03-31" },
  stayPeriod: { from: "2027-06-01", until: "2027-08-31" },
  minNights: 3,
  apartmentTypeIds: ["at-1"],
  propertyIds: ["p-2"],
  totalLimit: 5,
  perEmailLimit: 1,
  combinableWithCompanyRates: false,
};
const stay: VoucherStay = {
  today: "2027-02-01",
  from: "2027-06-10",
  to: "2027-06-14",
  nights: 4,
  apartmentTypeId: "at-1",
  propertyId: "p-1",
  currency: "EUR",
  companyRate: false,
};
const uses: VoucherUses = { total: 0, forEmail: 0 };

describe("voucherVerdict", () => {
  it.each<[string, VoucherTerms | null, Partial<VoucherStay>, Partial<VoucherUses>, VoucherVerdict]>([
    ["a stay the code takes", terms, {}, {}, "valid"],
    ["no code stored (or archived)", null, {}, {}, "unknown"],
    ["booked before the booking period", terms, { today: "2026-12-31" }, {}, "notYetValid"],
    ["booked on the booking period's first day", terms, { today: "2027-01-01" }, {}, "valid"],
    ["booked on its last day", terms, { today: "2027-03-31" }, {}, "valid"],
    ["booked after the booking period", terms, { today: "2027-04-01" }, {}, "expired"],
    ["arriving before the stay period", terms, { from: "2027-05-31" }, {}, "notForDates"],
    ["last night the stay period's last day", terms, { from: "2027-08-28", to: "2027-09-01" }, {}, "valid"],
    ["a night after the stay period", terms, { from: "2027-08-29", to: "2027-09-02" }, {}, "notForDates"],
    ["an apartment type of a listed house", terms, { apartmentTypeId: "at-9", propertyId: "p-2" }, {}, "valid"],
    ["neither its type nor its house listed", terms, { apartmentTypeId: "at-9" }, {}, "notForApartment"],
    ["fewer nights than the minimum", terms, { nights: 2 }, {}, "tooFewNights"],
    ["exactly the minimum", terms, { nights: 3 }, {}, "valid"],
    ["a company rate, not combinable", terms, { companyRate: true }, {}, "notWithCompanyRates"],
    ["one use left", terms, {}, { total: 4 }, "valid"],
    ["every use taken", terms, {}, { total: 5 }, "usedUp"],
    ["the guest's e-mail used it", terms, {}, { total: 1, forEmail: 1 }, "usedUpForEmail"],
  ])("%s", (_case, given, stayChange, usesChange, expected) => {
    expect(voucherVerdict(given, { ...stay, ...stayChange }, { ...uses, ...usesChange })).toBe(expected);
  });

  it("without apartments or houses listed, the code is for every apartment", () => {
    const everywhere = { ...terms, apartmentTypeIds: [], propertyIds: [] };
    expect(voucherVerdict(everywhere, { ...stay, apartmentTypeId: "at-7", propertyId: "p-7" }, uses)).toBe("valid");
  });

  it("open periods and no limits take any stay of enough nights", () => {
    const open: VoucherTerms = {
      ...terms,
      bookingPeriod: { from: null, until: null },
      stayPeriod: { from: null, until: null },
      totalLimit: null,
      perEmailLimit: null,
    };
    expect(voucherVerdict(open, { ...stay, today: "2030-01-01" }, { total: 999, forEmail: 99 })).toBe("valid");
  });

  it("a combinable code takes a company rate", () => {
    expect(voucherVerdict({ ...terms, combinableWithCompanyRates: true }, { ...stay, companyRate: true }, uses)).toBe(
      "valid",
    );
  });

  it("an amount off in another currency is not for the apartment", () => {
    const chf: VoucherTerms = { ...terms, discount: { kind: "amount", amount: 2000, currency: "CHF" } };
    expect(voucherVerdict(chf, stay, uses)).toBe("notForApartment");
    expect(voucherVerdict(chf, { ...stay, currency: "CHF" }, uses)).toBe("valid");
  });

  it("a stay outside the booking period is expired before anything else is said", () => {
    expect(voucherVerdict(terms, { ...stay, today: "2027-05-01", nights: 1 }, { total: 5, forEmail: 1 })).toBe(
      "expired",
    );
  });
});
