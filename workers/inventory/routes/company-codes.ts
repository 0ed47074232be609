import { z } from "zod";
import { idSchema, isoDateSchema } from "../../../shared/ota/common";
import {
  type CompanyLookup,
  type CompanyRateScope,
  createCompanyCodeSchema,
  updateCompanyCodeSchema,
} from "../../../shared/ota/company-code";
import { newId } from "../http/ids";
import { parseJsonBody, parseParam, parseQuery } from "../http/parse";
import { json, notFound, OtaError } from "../http/responses";
import type { RouteParams } from "../http/router";
import { findApartment } from "../repositories/apartments";
import {
  findCompanyCodeById,
  insertCompanyCode,
  listCompanyCodes,
  updateCompanyCode,
} from "../repositories/company-codes";
import { todayIso } from "../rules/calendar";
import { planIdsForEdit } from "../rules/company-plan-ids";
import { adminCompanyCodeOf, resolveCompanyCode } from "../services/company-view";
import { assertAdminFor, type RequestContext, requireTenant } from "./context";

const lookupQuerySchema = z.object({ arrival: isoDateSchema.optional() });

/**
 * GET /api/ibe/:ibeUid/company-codes/:code?arrival=: the code's status for a stay arriving then
 * (default today) and, when valid, the company's terms (billing details, invoice, AirPlus). Always
 * 200: an unknown, inactive or expired code is an answer, not a failure (the pages say so).
 */
export async function handleGetCompanyCode(_request: Request, params: RouteParams, { env, url, now }: RequestContext) {
  const ibeUid = await requireTenant(env.INVENTORY_DB, params.ibeUid);
  const { arrival } = parseQuery(url, lookupQuerySchema);
  const resolved = await resolveCompanyCode(env.INVENTORY_DB, ibeUid, params.code ?? "", arrival ?? todayIso(now));
  return json({ status: resolved.status, terms: resolved.terms } satisfies CompanyLookup);
}

/** GET /api/admin/ibe/:ibeUid/company-codes: the tenant's codes with their plans and today's status. */
export async function handleAdminListCompanyCodes(_request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const today = todayIso(context.now);
  const codes = await listCompanyCodes(context.env.INVENTORY_DB, ibeUid);
  return json({ items: codes.map((code) => adminCompanyCodeOf(code, today)) });
}

async function requireCompanyCode(context: RequestContext, ibeUid: string, value: string | undefined) {
  const id = parseParam("companyCodeId", value, idSchema);
  const stored = await findCompanyCodeById(context.env.INVENTORY_DB, ibeUid, id);
  if (!stored) throw notFound("Company code");
  return stored;
}

/** GET /api/admin/ibe/:ibeUid/company-codes/:companyCodeId */
export async function handleAdminGetCompanyCode(_request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const stored = await requireCompanyCode(context, ibeUid, params.companyCodeId);
  return json(adminCompanyCodeOf(stored, todayIso(context.now)));
}

async function propertyOfTenant(db: D1Database, ibeUid: string, propertyId: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS found FROM property_tenants WHERE property_id = ?1 AND ibe_uid = ?2")
    .bind(propertyId, ibeUid)
    .first<{ found: number }>();
  return row !== null;
}

/**
 * POST /api/admin/ibe/:ibeUid/company-codes: a new code with its plans. The code is unique per
 * tenant (400 when taken); a plan's property or apartment type must be the tenant's (400).
 */
/** 400 unless every plan's property or apartment type is the tenant's (`details.planIndex` names the first other). */
async function assertScopesOfTenant(db: D1Database, ibeUid: string, plans: readonly { scope: CompanyRateScope }[]) {
  for (const [index, { scope }] of plans.entries()) {
    const known =
      scope.kind === "all" ||
      (scope.kind === "property"
        ? await propertyOfTenant(db, ibeUid, scope.id)
        : (await findApartment(db, ibeUid, scope.id)) !== null);
    if (!known)
      throw new OtaError(
        "invalid_input",
        `No such ${scope.kind} for this booking engine`,
        [{ path: `body.plans.${index}.scope.id`, message: "unknown" }],
        { planIndex: index },
      );
  }
}

export async function handleAdminCreateCompanyCode(request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const db = context.env.INVENTORY_DB;
  const body = await parseJsonBody(request, createCompanyCodeSchema);
  await assertScopesOfTenant(db, ibeUid, body.plans);
  const id = await insertCompanyCode(db, ibeUid, body, context.now.toISOString());
  if (!id)
    throw new OtaError("invalid_input", "This code exists already", [{ path: "body.code", message: "already taken" }]);
  const stored = await findCompanyCodeById(db, ibeUid, id);
  if (!stored) throw new OtaError("internal_error", "The code was written but cannot be read");
  return json(adminCompanyCodeOf(stored, todayIso(context.now)), 201);
}

/**
 * PUT /api/admin/ibe/:ibeUid/company-codes/:companyCodeId: validity, active (deactivate), payments and,
 * when given, the plans (a plan keeps its id while listed with it, so offers already shown stay bookable).
 */
export async function handleAdminUpdateCompanyCode(request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const db = context.env.INVENTORY_DB;
  const stored = await requireCompanyCode(context, ibeUid, params.companyCodeId);
  const { plans, ...body } = await parseJsonBody(request, updateCompanyCodeSchema);
  if (plans) await assertScopesOfTenant(db, ibeUid, plans);
  const ids = plans
    ? planIdsForEdit(
        stored.plans.map((plan) => plan.id),
        plans,
        () => newId("crp"),
      )
    : [];
  const edited = plans?.map((plan, index) => ({ id: ids[index] ?? newId("crp"), scope: plan.scope, rate: plan.rate }));
  await updateCompanyCode(db, ibeUid, stored.row.id, body, context.now.toISOString(), edited);
  const after = await requireCompanyCode(context, ibeUid, stored.row.id);
  return json(adminCompanyCodeOf(after, todayIso(context.now)));
}
