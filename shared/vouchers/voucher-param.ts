/** The URL parameter that carries a voucher (search, apartment and checkout pages): a deep-link promise. */
export const VOUCHER_PARAM = "voucher";

/** Longest text kept from the parameter: longer is no code (the lookup then says unknown). */
const MAX_TYPED = 64;

/**
 * A typed or linked voucher as the pages pass it on: trimmed, upper case, inner spaces removed; blank
 * or absent is none. Whether it applies to a stay, only the rules (shared/vouchers) with the OTA's
 * terms and uses say, again at every step.
 */
export function voucherOfParam(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const code = value.replace(/\s+/g, "").toUpperCase().slice(0, MAX_TYPED);
  return code === "" ? undefined : code;
}
