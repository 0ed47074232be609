import type { AdminCompanyCode, CompanyCodeStatus, CompanyTerms } from "../../../shared/ota/company-code";
import { companyCodeSchema } from "../../../shared/ota/company-code";
import { findCompanyCode, type StoredCompanyCode } from "../repositories/company-codes";
import { companyCodeStatus } from "../rules/company-rates";
import type { CompanyForStay } from "./apartment-view";

/** Stored codes in the contract's shapes. */

function factsOf(stored: StoredCompanyCode) {
  return { active: stored.row.active === 1, validFrom: stored.row.valid_from, validUntil: stored.row.valid_until };
}

export function companyTermsOf(stored: StoredCompanyCode): CompanyTerms {
  const { row } = stored;
  return {
    code: row.code,
    billing: {
      companyName: row.company_name,
      street: row.street,
      postcode: row.postcode,
      city: row.city,
      country: row.country,
      vatId: row.vat_id,
      costCentre: row.cost_centre,
    },
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    invoice: row.invoice === 1,
    airplus: row.airplus === 1,
  };
}

export function adminCompanyCodeOf(stored: StoredCompanyCode, today: string): AdminCompanyCode {
  return {
    ...companyTermsOf(stored),
    id: stored.row.id,
    active: stored.row.active === 1,
    // Today's status: whether a stay arriving today gets the rates.
    status: companyCodeStatus(factsOf(stored), today),
    plans: stored.plans,
    createdAt: stored.row.created_at,
    updatedAt: stored.row.updated_at,
  };
}

/** A code looked up for a stay arriving on `arrival`: its status, and its terms and plans when valid. */
export type ResolvedCompany =
  | { status: "valid"; terms: CompanyTerms; forStay: CompanyForStay }
  | { status: Exclude<CompanyCodeStatus, "valid">; terms: null; forStay: null };

/** Looks a typed code up for this tenant; a malformed code is as unknown as a missing one. */
export async function resolveCompanyCode(
  db: D1Database,
  ibeUid: string,
  typed: string,
  arrival: string,
): Promise<ResolvedCompany> {
  const code = companyCodeSchema.safeParse(typed);
  const stored = code.success ? await findCompanyCode(db, ibeUid, code.data) : null;
  const status = companyCodeStatus(stored ? factsOf(stored) : null, arrival);
  if (status !== "valid" || !stored)
    return { status: status === "valid" ? "unknown" : status, terms: null, forStay: null };
  const terms = companyTermsOf(stored);
  return {
    status,
    terms,
    forStay: { code: terms.code, name: terms.billing.companyName, plans: stored.plans },
  };
}
