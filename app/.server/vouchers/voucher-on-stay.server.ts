import type { RouterContextProvider } from "react-router";
import type { RateOffer } from "../../../shared/ota/listing";
import type { VoucherLookup } from "../../../shared/ota/vouchers";
import { priceWithVoucher } from "../../../shared/vouchers/voucher-price";
import { type VoucherOnStay, type VoucherVerdict, voucherVerdict } from "../../../shared/vouchers/voucher-verdict";
import { adaptersOf } from "../adapters.server";
import { tenantContext } from "../context.server";

type Stay = { from: string; to: string; nights: number; apartmentTypeId: string; propertyId: string };

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * A code's terms and uses as the OTA answers them (one call; the rules judge every rate or result
 * with it). A failed lookup reads as unknown: the public prices stay, and the booking checks again.
 */
export async function lookUpVoucher(
  context: Readonly<RouterContextProvider>,
  code: string,
  email?: string,
): Promise<VoucherLookup> {
  const { tenant } = context.get(tenantContext);
  const found = await adaptersOf(context).ota.getVoucher(tenant.ibeUid, code, email);
  return found.ok ? found.data : { terms: null, uses: { total: 0, forEmail: 0 } };
}

/**
 * The voucher's verdict for a stay and the stay's rates with the discount where it applies (the same
 * rules the inventory checks at booking, shared/vouchers). A failed lookup says unknown: the public
 * prices stay, and the booking checks again.
 */
export async function voucherOnOffers(
  context: Readonly<RouterContextProvider>,
  code: string,
  stay: Stay,
  offers: readonly RateOffer[],
  email?: string,
): Promise<{ voucher: VoucherOnStay; offers: RateOffer[]; verdicts: VoucherVerdict[] }> {
  const { terms, uses } = await lookUpVoucher(context, code, email);
  const verdictOf = (offer: RateOffer) =>
    voucherVerdict(
      terms,
      { ...stay, today: todayIso(), currency: offer.price.currency, companyRate: Boolean(offer.ratePlan.companyCode) },
      uses,
    );
  const verdicts = offers.map(verdictOf);
  const discounted = offers.map((offer, i) =>
    terms && verdicts[i] === "valid"
      ? { ...offer, price: priceWithVoucher(offer.price, terms.code, terms.discount) }
      : offer,
  );
  // The page's verdict: valid when any rate takes it, else the first rate's reason (or the code's own).
  const verdict = verdicts.includes("valid")
    ? "valid"
    : (verdicts[0] ?? voucherVerdict(terms, { ...stay, today: todayIso(), currency: "", companyRate: false }, uses));
  return { voucher: { code, verdict }, offers: discounted, verdicts };
}
