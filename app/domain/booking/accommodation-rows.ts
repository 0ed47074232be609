import type { Translate } from "../../../shared/i18n/message-key";
import { monthlyLines } from "../../../shared/money/long-stay";
import type { StayPrice } from "../../../shared/ota/listing";

export type AccommodationRow = { id: "accommodation" | "months" | "extra-nights"; label: string; amount: number };

/**
 * The accommodation row's label, as the site words it everywhere (offer, checkout, receipt, mails):
 * "Übernachtung, 3 Nächte", or at the monthly rate.
 */
export function accommodationLabel(price: Pick<StayPrice, "monthlyRateApplied" | "nights">, t: Translate): string {
  return price.monthlyRateApplied
    ? t("offer.accommodationMonthly", { count: price.nights })
    : t("offer.accommodation", { count: price.nights });
}

/**
 * The accommodation of a price breakdown (offer, checkout, receipt, mails, admin): one row, labelled
 * by the caller, or for a long stay its whole months at the monthly rate and the nights beyond.
 */
export function accommodationRows(
  price: Pick<StayPrice, "accommodation" | "monthlyRateApplied" | "monthly">,
  t: Translate,
  formatAmount: (amount: number) => string,
  label: string,
): AccommodationRow[] {
  const lines = monthlyLines(price);
  if (lines.length === 0) return [{ id: "accommodation", label, amount: price.accommodation }];
  return lines.map((line) =>
    line.key === "longStay.months"
      ? {
          id: "months",
          label: t(line.key, { count: line.count, price: formatAmount(line.perMonth) }),
          amount: line.amount,
        }
      : { id: "extra-nights", label: t(line.key, { count: line.count }), amount: line.amount },
  );
}
