import type { Translate } from "../../../shared/i18n/message-key";
import type { StayPrice } from "../../../shared/ota/listing";

export type VoucherRow = { label: string; value: string };

/**
 * The discount row of a price breakdown booked or priced with a voucher ("Promotion code WELCOME10",
 * "−€12.00"), as the offer, checkout, confirmation, manage page, receipt, mails and admin word it;
 * null without a voucher. The amount is already off the price's total.
 */
export function voucherRow(
  price: Pick<StayPrice, "voucher">,
  t: Translate,
  formatAmount: (amount: number) => string,
): VoucherRow | null {
  if (!price.voucher) return null;
  return {
    label: t("vouchers.discountLine", { code: price.voucher.code }),
    value: `−${formatAmount(price.voucher.amount)}`,
  };
}
