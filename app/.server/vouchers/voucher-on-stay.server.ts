import type { RouterContextProvider } from "react-router";
import type { RateOffer } from "../../../shared/ota/listing";
import { priceWithVoucher } from "../../../shared/vouchers/voucher-price";
import { type VoucherOnStay, type VoucherVerdict, voucherVerdict } from "../../../shared/vouchers/voucher-verdict";
import { adaptersOf } from "../adapters.server";
import { tenantContext } from "../context.server";

type Stay = { from: string; to: string; nights: number; apartmentTypeId: string; propertyId: string };

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
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
  const { tenant } = context.get(tenantContext);
  const found = await adaptersOf(context).ota.getVoucher(tenant.ibeUid, code, email);
  const terms = found.ok ? found.data.terms : null;
  const uses = found.ok ? found.data.uses : { total: 0, forEmail: 0 };
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
