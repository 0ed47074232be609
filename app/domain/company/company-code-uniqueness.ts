/**
 * Whether a new company code is taken by one of the tenant's codes (the form says so on its field).
 * Codes are compared as the form and the OTA keep them: trimmed, upper case. When the list could not
 * be read (null), the code is not called taken: the OTA's own refusal answers then.
 */
export function isCompanyCodeTaken(existing: readonly { code: string }[] | null, code: string): boolean {
  return existing?.some((item) => item.code === code) ?? false;
}
