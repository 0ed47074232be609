import type { StayPrice } from "../../../shared/ota/listing";
import { priceWithVoucher } from "../../../shared/vouchers/voucher-price";
import { type VoucherStay, voucherVerdict } from "../../../shared/vouchers/voucher-verdict";
import { OtaError } from "../http/responses";
import type { VoucherUse } from "../repositories/voucher-guard";
import { findActiveVoucher } from "../repositories/vouchers";

/** 422 voucher_invalid naming the code's verdict (the app translates it). */
export function voucherRefused(verdict: string): OtaError {
  return new OtaError("voucher_invalid", `The voucher does not apply: ${verdict}`, undefined, { verdict });
}

/**
 * A booking's voucher checked again at booking, with the rules the guest's pages used
 * (shared/vouchers): the discounted price and the use to write with the booking, or 422 voucher_invalid.
 */
export async function applyVoucherToBooking(
  db: D1Database,
  ibeUid: string,
  code: string,
  stay: VoucherStay,
  email: string,
  price: StayPrice,
): Promise<{ price: StayPrice; use: VoucherUse }> {
  const found = await findActiveVoucher(db, ibeUid, code, email);
  const verdict = voucherVerdict(found?.voucher ?? null, stay, found?.uses ?? { total: 0, forEmail: 0 });
  if (!found || verdict !== "valid") throw voucherRefused(verdict);
  const discounted = priceWithVoucher(price, found.voucher.code, found.voucher.discount);
  const discount = discounted.voucher?.amount ?? 0;
  return { price: discounted, use: { voucherId: found.voucher.id, code: found.voucher.code, discount, email } };
}
