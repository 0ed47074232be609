/** The URL parameter that carries a company code (search, offer and checkout pages): deep-linkable. */
export const COMPANY_CODE_PARAM = "companyCode";

/** Longest text kept from the parameter: longer is no code (the OTA says unknown). */
const MAX_TYPED = 64;

/**
 * A typed code as the pages pass it on: trimmed, upper case, inner spaces removed; blank is none.
 * Whether it exists, and for which dates, only the OTA says (every step asks it again).
 */
export function normaliseCompanyCode(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const code = value.replace(/\s+/g, "").toUpperCase().slice(0, MAX_TYPED);
  return code === "" ? undefined : code;
}
