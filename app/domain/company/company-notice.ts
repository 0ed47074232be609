import type { CompanyCodeStatus } from "../../../shared/ota/company-code";

/** The i18n key of what a page says about a code that unlocks nothing (null: valid, nothing to warn about). */
export function companyCodeProblemKey(status: CompanyCodeStatus): CompanyCodeProblemKey | null {
  switch (status) {
    case "valid":
      return null;
    case "unknown":
      return "companyRates.problems.unknown";
    case "expired":
      return "companyRates.problems.expired";
    case "notYetValid":
      return "companyRates.problems.notYetValid";
    case "inactive":
      return "companyRates.problems.inactive";
  }
}

export type CompanyCodeProblemKey =
  | "companyRates.problems.unknown"
  | "companyRates.problems.expired"
  | "companyRates.problems.notYetValid"
  | "companyRates.problems.inactive";

/**
 * The profile form's message for a company code the OTA would not keep, by the status it gave
 * (updateMyself's 422 company_code_invalid); anything it did not name is unknown.
 */
export function profileCompanyCodeErrorKey(status: unknown): ProfileCompanyCodeErrorKey {
  if (status === "expired") return "account.validation.companyCodeExpired";
  if (status === "inactive") return "account.validation.companyCodeInactive";
  return "account.validation.companyCodeUnknown";
}

export type ProfileCompanyCodeErrorKey =
  | "account.validation.companyCodeUnknown"
  | "account.validation.companyCodeExpired"
  | "account.validation.companyCodeInactive";
