import type { CardBrand } from "../../../shared/payments/card-brand";
import { type CardExpiry, isCardExpired } from "../../../shared/payments/card-expiry";
import type { TransactionReason } from "../../../shared/payments/payments-contract";

/** The sandbox's documented test cards (docs/payments-sandbox.md). Every one is Luhn-valid. */
export const TEST_CARDS: readonly {
  number: string;
  brand: CardBrand;
  outcome: "authorized" | "declined";
  /** Authorized at checkout, but the later charges with its alias are declined (docs/decisions/0141). */
  laterChargesDeclined?: true;
}[] = [
  { number: "4111111111111111", brand: "visa", outcome: "authorized" },
  { number: "5555555555554444", brand: "mastercard", outcome: "authorized" },
  { number: "2223003122003222", brand: "mastercard", outcome: "authorized" },
  { number: "378282246310005", brand: "amex", outcome: "authorized" },
  { number: "122000000000003", brand: "uatp", outcome: "authorized" },
  { number: "4000000000000002", brand: "visa", outcome: "declined" },
  { number: "4000000000000341", brand: "visa", outcome: "authorized", laterChargesDeclined: true },
];

/** Whether the alias of this card number declines merchant-initiated charges. */
export function declinesLaterCharges(number: string): boolean {
  return TEST_CARDS.some((card) => card.number === number && card.laterChargesDeclined);
}

const DECLINED = new Set(TEST_CARDS.filter((card) => card.outcome === "declined").map((card) => card.number));

export type CardOutcome = { status: "authorized" } | { status: "declined" | "expired"; reason: TransactionReason };

/**
 * What the sandbox answers for a valid card: "expired" for an expiry month before the reference date,
 * "declined" for the declined test numbers, otherwise "authorized" (any other valid number too).
 */
export function decideCardOutcome(number: string, expiry: CardExpiry, now: Date): CardOutcome {
  if (isCardExpired(expiry, now)) return { status: "expired", reason: "card_expired" };
  if (DECLINED.has(number)) return { status: "declined", reason: "card_declined" };
  return { status: "authorized" };
}
