import { describe, expect, it } from "vitest";
import { TENANTS } from "../../../shared/tenancy/tenant-registry";
import { isValidIban } from "../payments/iban";
import { bankTransferDetails, paymentDueDate } from "./bank-transfer";
import { bookingFixture, itemFixture as item } from "./test-support/mail-fixtures";

describe("paymentDueDate", () => {
  it.each([
    // booked at, arrival, due
    ["1998-03-01T10:00:00.000Z", "1998-04-01", "1998-03-08"], // far arrival: 7 days after booking
    ["1998-03-01T23:59:00.000Z", "1998-03-09", "1998-03-08"], // exactly 7 days and the day before arrival
    ["1998-03-01T10:00:00.000Z", "1998-03-05", "1998-03-04"], // arrival soon: the day before arrival
    ["1998-03-01T10:00:00.000Z", "1998-03-02", "1998-03-01"], // arrival tomorrow: today
    ["1998-03-01T10:00:00.000Z", "1998-03-01", "1998-03-01"], // arrival today: never before the booking day
    ["1998-12-28T08:00:00.000Z", "1999-02-01", "1999-01-04"], // across the year
    ["1998-02-25T08:00:00.000Z", "1998-03-31", "1998-03-04"], // across February
  ])("booked %s, arriving %s: due %s", (bookedAt, arrival, due) => {
    expect(paymentDueDate({ bookedAt, arrival })).toBe(due);
  });
});

describe("bankTransferDetails", () => {
  const booking = {
    paymentMethod: "bankTransfer",
    status: "confirmed",
    reference: "Q-ABCD-1234",
    from: "1998-05-01",
    createdAt: "1998-03-01T10:00:00.000Z",
    total: { amount: 123450, currency: "GBP" },
  };
  const tenant = { accountHolder: "Quartier GmbH", iban: "DE89370400440532013000", bic: "COBADEFFXXX" };
  const property = { accountHolder: "Haus Mitte KG", iban: "GB29 NWBK 6016 1331 9268 19", bic: "NWBKGB2L" };

  it("gives the tenant's account in groups of four, the amount, reference and due date", () => {
    expect(bankTransferDetails(booking, { tenant })).toEqual({
      accountHolder: "Quartier GmbH",
      iban: "DE89 3704 0044 0532 0130 00",
      bic: "COBADEFFXXX",
      bankName: null,
      amount: { amount: 123450, currency: "GBP" },
      reference: "Q-ABCD-1234",
      dueDate: "1998-03-08",
    });
  });

  it("prefers the property's own account", () => {
    expect(bankTransferDetails(booking, { tenant, property })?.iban).toBe("GB29 NWBK 6016 1331 9268 19");
  });

  it.each([
    ["card", "confirmed"],
    ["bankTransfer", "cancelled"],
  ])("gives nothing for %s / %s", (paymentMethod, status) => {
    expect(bankTransferDetails({ ...booking, paymentMethod, status }, { tenant })).toBeNull();
  });

  it("asks for the whole booking's total, every apartment's, not its first apartment's price", () => {
    const several = bookingFixture({
      paymentMethod: "bankTransfer",
      items: [item("b-1", 30000), item("b-2", 45000)],
      total: { amount: 75000, currency: "EUR" },
    });
    expect(bankTransferDetails(several, { tenant })?.amount).toEqual({ amount: 75000, currency: "EUR" });
  });

  it("gives nothing without an account", () => {
    expect(bankTransferDetails(booking, {})).toBeNull();
  });
});

describe("the demo tenants' accounts", () => {
  it.each(TENANTS.filter((t) => t.paymentMethods.includes("bankTransfer")).map((t) => [t.ibeUid, t]))(
    "%s has an account with a valid IBAN",
    (_id, tenant) => {
      expect(tenant.bankAccount).toBeDefined();
      expect(isValidIban(tenant.bankAccount?.iban ?? "")).toBe(true);
    },
  );
});
