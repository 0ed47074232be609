import type { z } from "zod";
import type {
  CompanyRatePlan,
  CreateCompanyCode,
  createCompanyCodeSchema,
  UpdateCompanyCode,
} from "../../../shared/ota/company-code";
import { newId } from "../http/ids";
import { forget } from "../search-store/forget";

/** A company code with its rate plans, as stored (migration 0009). */
export type CompanyCodeRow = {
  id: string;
  ibe_uid: string;
  code: string;
  company_name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  vat_id: string;
  cost_centre: string;
  valid_from: string;
  valid_until: string;
  active: number;
  invoice: number;
  airplus: number;
  created_at: string;
  updated_at: string;
};

type PlanRow = {
  id: string;
  company_code_id: string;
  scope_kind: "all" | "property" | "apartmentType";
  scope_id: string | null;
  rate_kind: "percent" | "fixedNightly";
  rate_value: number;
};

export type StoredCompanyCode = { row: CompanyCodeRow; plans: CompanyRatePlan[] };

function planOf(row: PlanRow): CompanyRatePlan {
  const scope: CompanyRatePlan["scope"] =
    row.scope_kind === "all" ? { kind: "all" } : { kind: row.scope_kind, id: row.scope_id ?? "" };
  const rate: CompanyRatePlan["rate"] =
    row.rate_kind === "percent"
      ? { kind: "percent", percent: row.rate_value }
      : { kind: "fixedNightly", amount: row.rate_value };
  return { id: row.id, scope, rate };
}

async function withPlans(db: D1Database, rows: CompanyCodeRow[]): Promise<StoredCompanyCode[]> {
  if (rows.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT * FROM company_rate_plans WHERE company_code_id IN (SELECT value FROM json_each(?1)) ORDER BY rowid`,
    )
    .bind(JSON.stringify(rows.map((r) => r.id)))
    .all<PlanRow>();
  return rows.map((row) => ({
    row,
    plans: results.filter((p) => p.company_code_id === row.id).map(planOf),
  }));
}

/** A tenant's code as typed (upper case), with its plans; another tenant's code is not found. */
export async function findCompanyCode(db: D1Database, ibeUid: string, code: string): Promise<StoredCompanyCode | null> {
  const row = await db
    .prepare("SELECT * FROM company_codes WHERE ibe_uid = ?1 AND code = ?2")
    .bind(ibeUid, code.toUpperCase())
    .first<CompanyCodeRow>();
  return row ? ((await withPlans(db, [row]))[0] ?? null) : null;
}

export async function findCompanyCodeById(
  db: D1Database,
  ibeUid: string,
  id: string,
): Promise<StoredCompanyCode | null> {
  const row = await db
    .prepare("SELECT * FROM company_codes WHERE ibe_uid = ?1 AND id = ?2")
    .bind(ibeUid, id)
    .first<CompanyCodeRow>();
  return row ? ((await withPlans(db, [row]))[0] ?? null) : null;
}

/** A tenant's codes by company name (a tenant has tens of them, not thousands: no paging). */
export async function listCompanyCodes(db: D1Database, ibeUid: string): Promise<StoredCompanyCode[]> {
  const { results } = await db
    .prepare("SELECT * FROM company_codes WHERE ibe_uid = ?1 ORDER BY company_name COLLATE NOCASE, code")
    .bind(ibeUid)
    .all<CompanyCodeRow>();
  return withPlans(db, results);
}

type PlanInput = Pick<CompanyRatePlan, "scope" | "rate">;

/**
 * Writes one plan of a code (only while the code exists): a new plan, or with `replace` the same id's
 * scope and rate changed (the caller has made sure the id is this code's, see planIdsForEdit).
 */
function writePlan(db: D1Database, codeId: string, planId: string, plan: PlanInput, onConflict: "keep" | "replace") {
  const conflict =
    onConflict === "keep"
      ? "DO NOTHING"
      : "DO UPDATE SET scope_kind = excluded.scope_kind, scope_id = excluded.scope_id, rate_kind = excluded.rate_kind, rate_value = excluded.rate_value";
  return db
    .prepare(
      `INSERT INTO company_rate_plans (id, company_code_id, scope_kind, scope_id, rate_kind, rate_value)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE EXISTS (SELECT 1 FROM company_codes WHERE id = ?2)
       ON CONFLICT (id) ${conflict}`,
    )
    .bind(
      planId,
      codeId,
      plan.scope.kind,
      plan.scope.kind === "all" ? null : plan.scope.id,
      plan.rate.kind,
      plan.rate.kind === "percent" ? plan.rate.percent : plan.rate.amount,
    );
}

/**
 * Inserts a code and its plans in one batch, with the search store's `forget` for the tenant (a search
 * with that code prices its rate); false when the tenant already has that code.
 */
export async function insertCompanyCode(
  db: D1Database,
  ibeUid: string,
  input: z.output<typeof createCompanyCodeSchema> | CreateCompanyCode,
  now: string,
  id: string = newId("cc"),
): Promise<string | null> {
  const b = input.billing;
  const statements = [
    db
      .prepare(
        `INSERT INTO company_codes (id, ibe_uid, code, company_name, street, postcode, city, country, vat_id,
           cost_centre, valid_from, valid_until, active, invoice, airplus, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, 1, ?13, ?14, ?15, ?15)
         ON CONFLICT (ibe_uid, code) DO NOTHING`,
      )
      .bind(
        id,
        ibeUid,
        input.code.toUpperCase(),
        b.companyName,
        b.street ?? "",
        b.postcode ?? "",
        b.city ?? "",
        b.country ?? "",
        b.vatId ?? "",
        b.costCentre ?? "",
        input.validFrom,
        input.validUntil,
        input.invoice ? 1 : 0,
        input.airplus ? 1 : 0,
        now,
      ),
    ...input.plans.map((plan, index) => writePlan(db, id, `${id}-${index + 1}`, plan, "keep")),
    forget(db, { tenant: ibeUid }),
  ];
  const results = await db.batch(statements);
  return (results[0]?.meta.changes ?? 0) > 0 ? id : null;
}

/**
 * Changes a code's validity, active flag and payments, and with `plans` (ids settled by
 * planIdsForEdit) its plans, all in one batch with the search store's `forget` for the tenant; false
 * when the tenant has no such code.
 */
export async function updateCompanyCode(
  db: D1Database,
  ibeUid: string,
  id: string,
  input: Omit<UpdateCompanyCode, "plans">,
  now: string,
  plans?: readonly CompanyRatePlan[],
): Promise<boolean> {
  const update = db
    .prepare(
      `UPDATE company_codes SET valid_from = ?3, valid_until = ?4, active = ?5, invoice = ?6, airplus = ?7,
         updated_at = ?8 WHERE ibe_uid = ?1 AND id = ?2`,
    )
    .bind(
      ibeUid,
      id,
      input.validFrom,
      input.validUntil,
      input.active ? 1 : 0,
      input.invoice ? 1 : 0,
      input.airplus ? 1 : 0,
      now,
    );
  const replacePlans = plans
    ? [
        db
          .prepare(
            "DELETE FROM company_rate_plans WHERE company_code_id = ?1 AND id NOT IN (SELECT value FROM json_each(?2))",
          )
          .bind(id, JSON.stringify(plans.map((plan) => plan.id))),
        ...plans.map((plan) => writePlan(db, id, plan.id, plan, "replace")),
      ]
    : [];
  const [result] = await db.batch([update, ...replacePlans, forget(db, { tenant: ibeUid })]);
  return (result?.meta.changes ?? 0) > 0;
}
