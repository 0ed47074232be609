import { normaliseCompanyCode } from "../company/company-code-param";

/** The URL parameter that carries a voucher (search, apartment and checkout pages): a deep-link promise. */
export const VOUCHER_PARAM = "voucher";

/**
 * A typed or linked voucher as the pages pass it on, normalised as a company code is (trimmed, upper
 * case, inner spaces removed, at most 64 characters); blank or absent is none. Whether it applies to a
 * stay, only the rules (shared/vouchers) with the OTA's terms and uses say, again at every step.
 */
export function voucherOfParam(value: unknown): string | undefined {
  return normaliseCompanyCode(value);
}
