import { formatIsoDate, parseIsoDate, today } from "../dates/iso-date";
import { formatIban } from "../payments/iban";

/** Where a guest who pays by bank transfer sends the money: the tenant's account, or a property's own. */
export type BankAccount = { accountHolder: string; iban: string; bic: string; bankName?: string | undefined };

export type BankTransferDetails = {
  accountHolder: string;
  /** In groups of four, as printed on a statement. */
  iban: string;
  bic: string;
  bankName: string | null;
  amount: { amount: number; currency: string };
  /** The booking reference: the guest writes it into the transfer's purpose. */
  reference: string;
  /** YYYY-MM-DD. */
  dueDate: string;
};

/** Days a guest has to pay after booking. */
export const PAYMENT_TERM_DAYS = 7;

/**
 * When a bank transfer is due: PAYMENT_TERM_DAYS after the booking day, but never later than the day
 * before arrival, and never before the booking day (a stay that starts tomorrow is due today).
 */
export function paymentDueDate(input: { bookedAt: string; arrival: string }): string {
  const booked = today(new Date(input.bookedAt));
  const arrival = parseIsoDate(input.arrival);
  let due = booked.add(PAYMENT_TERM_DAYS, "day");
  if (arrival) {
    const latest = arrival.subtract(1, "day");
    if (latest.isBefore(due)) due = latest;
  }
  if (due.isBefore(booked)) due = booked;
  return formatIsoDate(due);
}

/**
 * The transfer details of an unpaid bank-transfer booking; null for any other payment method, for a
 * cancelled booking, or when no account is configured. A property's own account wins over the tenant's.
 */
export function bankTransferDetails(
  booking: {
    paymentMethod: string;
    status: string;
    reference: string;
    from: string;
    createdAt: string;
    /** The whole booking's (decision 0142): every apartment's, a cancelled one's fee. */
    total: { amount: number; currency: string };
  },
  accounts: { tenant?: BankAccount | undefined; property?: BankAccount | undefined },
): BankTransferDetails | null {
  if (booking.paymentMethod !== "bankTransfer" || booking.status === "cancelled") return null;
  const account = accounts.property ?? accounts.tenant;
  if (!account) return null;
  return {
    accountHolder: account.accountHolder,
    iban: formatIban(account.iban),
    bic: account.bic,
    bankName: account.bankName ?? null,
    amount: { amount: booking.total.amount, currency: booking.total.currency },
    reference: booking.reference,
    dueDate: paymentDueDate({ bookedAt: booking.createdAt, arrival: booking.from }),
  };
}
