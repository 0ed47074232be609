import type { AdminVoucher } from "../../../shared/ota/vouchers";

/**
 * What the admin's list says of a code on a day: archived, or by its booking period not yet valid or
 * expired (a guest typing it is told the same), else active. Pure.
 */
export type VoucherStatus = "active" | "archived" | "notYetValid" | "expired";

export function voucherStatus(voucher: Pick<AdminVoucher, "active" | "bookingPeriod">, today: string): VoucherStatus {
  if (!voucher.active) return "archived";
  const { from, until } = voucher.bookingPeriod;
  if (from !== null && today < from) return "notYetValid";
  if (until !== null && today > until) return "expired";
  return "active";
}
