import { describe, expect, it } from "vitest";
import { getEntry } from "../../../shared/catalogue";
import type { PaymentMethod } from "../../../shared/tenancy/tenant";
import { CHECKOUT_METHOD_ENTRIES, usablePaymentMethods } from "./usable-payment-methods";

const isPaymentEntry = (id: string) => getEntry(id)?.type === "paymentMethods";
const ALL: PaymentMethod[] = ["card", "airplus", "bankTransfer", "payAtProperty"];
const methods = (tenant: PaymentMethod[], property: string[]) =>
  usablePaymentMethods(tenant, property, isPaymentEntry).map(
    (m) => `${m.method}${m.entryIds.length ? `:${m.entryIds.join("+")}` : ""}`,
  );

describe("usablePaymentMethods", () => {
  it.each([
    [
      "PayPal and Visa: only the card (Visa) and paying there",
      ALL,
      ["paypal", "visa", "wifi"],
      ["card:visa", "payAtProperty"],
    ],
    [
      "cards and AirPlus",
      ALL,
      ["mastercard", "amex", "airplus"],
      ["card:mastercard+amex", "airplus:airplus", "payAtProperty"],
    ],
    ["bank transfer only", ALL, ["bank-transfer"], ["bankTransfer:bank-transfer", "payAtProperty"]],
    [
      "nothing known: the tenant's methods",
      ALL,
      ["wifi", "kitchen"],
      ["card", "airplus", "bankTransfer", "payAtProperty"],
    ],
    [
      "only PayPal and cash: the tenant's methods",
      ["card", "bankTransfer"],
      ["paypal", "cash"],
      ["card", "bankTransfer"],
    ],
    ["a tenant without AirPlus never shows it", ["card", "bankTransfer"], ["airplus", "visa"], ["card:visa"]],
  ] as const)("%s", (_name, tenant, property, expected) => {
    expect(methods([...tenant], [...property])).toEqual(expected);
  });

  it("maps only catalogue payment entries", () => {
    for (const ids of Object.values(CHECKOUT_METHOD_ENTRIES))
      for (const id of ids) expect(getEntry(id)?.type, id).toBe("paymentMethods");
  });
});
