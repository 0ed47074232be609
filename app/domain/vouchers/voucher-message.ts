import type { MessageKey } from "../../../shared/i18n/message-key";
import type { VoucherVerdict } from "../../../shared/vouchers/voucher-verdict";

/** Where a code's verdict is said: one apartment's stay, or a search's results. */
export type VoucherScope = "stay" | "search";

/**
 * What a page says of its code: the discount is in the price (the apartment page) or beside the public
 * prices (the search's results); else why not, in the rules' words, but "not for this apartment"
 * said of all the results a search found.
 */
export function voucherMessageKey(verdict: VoucherVerdict, scope: VoucherScope): MessageKey {
  if (verdict === "valid") return scope === "search" ? "vouchers.searchApplied" : "vouchers.applied";
  if (verdict === "notForApartment" && scope === "search") return "vouchers.searchNotForApartment";
  return `vouchers.verdict.${verdict}`;
}
