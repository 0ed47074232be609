import type { StayPrice } from "../ota/listing";
import type { VoucherDiscount } from "../ota/vouchers";

/**
 * What a discount takes off a stay's accommodation (the nightly or monthly total, minor units): a
 * percent of it rounded to the nearest minor unit (halves up), or the amount, never more than the
 * accommodation. Cleaning, extra guests, city tax and extra services are not discounted
 * (docs/decisions/0129-vouchers.md).
 */
export function voucherDiscountOf(accommodation: number, discount: VoucherDiscount): number {
  if (accommodation <= 0) return 0;
  const off = discount.kind === "percent" ? Math.round((accommodation * discount.percent) / 100) : discount.amount;
  return Math.min(off, accommodation);
}

/** The price with a code's discount: the public breakdown kept, the discount named, the total lowered. */
export function priceWithVoucher(price: StayPrice, code: string, discount: VoucherDiscount): StayPrice {
  const amount = voucherDiscountOf(price.accommodation, discount);
  return { ...price, voucher: { code, amount }, total: price.total - amount };
}

/** The public total of a price, with any discount added back (what the struck-through price shows). */
export function publicTotalOf(price: StayPrice): number {
  return price.total + (price.voucher?.amount ?? 0);
}
