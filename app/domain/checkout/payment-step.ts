import type { AirplusCard } from "../../../shared/payments/payments-contract";
import type { CheckoutState } from "./checkout-session";

/** The payment step's form names DBI fields `dbi.<code>`, apart from its own fields. */
export const DBI_PREFIX = "dbi.";

/** What the payment step asks for: a saved AirPlus card and DBI values, or a card entered on the card page. */
export function paymentStepMethod(details: Pick<NonNullable<CheckoutState["bookingDetails"]>, "paymentMethod"> | null) {
  return details?.paymentMethod === "airplus" ? ("airplus" as const) : ("card" as const);
}

/** The DBI values of a posted payment form, by field code. */
export function dbiValuesOf(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([key]) => key.startsWith(DBI_PREFIX))
      .map(([key, value]) => [key.slice(DBI_PREFIX.length), value]),
  );
}

/** A company's saved AirPlus card chosen for the stay: its token is the reference, no transaction. */
export function savedCardPayment(saved: AirplusCard, amount: number): NonNullable<CheckoutState["payment"]> {
  return {
    method: "airplus",
    transactionId: null,
    amount,
    token: saved.token,
    card: {
      masked: saved.masked,
      brand: saved.brand,
      expiryMonth: saved.expiryMonth,
      expiryYear: saved.expiryYear,
      holder: saved.holder,
    },
  };
}
