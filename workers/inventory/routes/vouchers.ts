import { z } from "zod";
import { idSchema } from "../../../shared/ota/common";
import {
  type AdminVoucherDetail,
  type VoucherLookup,
  type VoucherTerms,
  voucherInputSchema,
} from "../../../shared/ota/vouchers";
import { actorOf } from "../http/actor";
import { parseJsonBody, parseParam, parseQuery } from "../http/parse";
import { json, notFound, OtaError } from "../http/responses";
import type { RouteParams } from "../http/router";
import {
  findActiveVoucher,
  findVoucherById,
  insertVoucher,
  listVouchers,
  type StoredVoucher,
  updateVoucher,
  voucherUsesAndHistory,
} from "../repositories/vouchers";
import { assertAdminFor, type RequestContext, requireTenant } from "./context";

const lookupQuerySchema = z.object({ email: z.email().max(254).optional() });

/**
 * GET /api/ibe/:ibeUid/vouchers/:code?email=: an active code's terms and uses (in all, and by the
 * e-mail when given), for the guest's pages to decide per stay (shared/vouchers). Always 200: an unknown
 * or archived code is `terms: null`, an answer the pages translate, not a failure.
 */
export async function handleGetVoucher(_request: Request, params: RouteParams, { env, url }: RequestContext) {
  const ibeUid = await requireTenant(env.INVENTORY_DB, params.ibeUid);
  const { email } = parseQuery(url, lookupQuerySchema);
  const found = await findActiveVoucher(env.INVENTORY_DB, ibeUid, params.code ?? "", email ?? null);
  const answer: VoucherLookup = found
    ? { terms: termsOf(found.voucher), uses: found.uses }
    : { terms: null, uses: { total: 0, forEmail: 0 } };
  return json(answer);
}

function termsOf(voucher: StoredVoucher): VoucherTerms {
  const { id: _id, active: _a, createdBy: _c, createdAt: _at, updatedAt: _u, uses: _n, ...terms } = voucher;
  return terms;
}

/** GET /api/admin/ibe/:ibeUid/vouchers: the tenant's codes with their uses, active first, newest first. */
export async function handleAdminListVouchers(_request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  return json({ items: await listVouchers(context.env.INVENTORY_DB, ibeUid) });
}

async function requireVoucher(context: RequestContext, ibeUid: string, value: string | undefined) {
  const id = parseParam("voucherId", value, idSchema);
  const stored = await findVoucherById(context.env.INVENTORY_DB, ibeUid, id);
  if (!stored) throw notFound("Voucher");
  return stored;
}

/** GET /api/admin/ibe/:ibeUid/vouchers/:voucherId: the code, its uses and its history. */
export async function handleAdminGetVoucher(_request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const voucher = await requireVoucher(context, ibeUid, params.voucherId);
  const { uses, history } = await voucherUsesAndHistory(context.env.INVENTORY_DB, voucher.id);
  return json({ voucher, uses, history } satisfies AdminVoucherDetail);
}

/** 400 unless every listed apartment type and house is one the tenant sells (`issues` name the first other). */
async function assertScopeOfTenant(db: D1Database, ibeUid: string, terms: VoucherTerms) {
  const row = await db
    .prepare(
      `SELECT
         (SELECT count(*) FROM apartment_types t JOIN property_tenants pt ON pt.property_id = t.property_id
            AND pt.ibe_uid = ?1 WHERE t.id IN (SELECT value FROM json_each(?2))) AS types,
         (SELECT count(*) FROM property_tenants pt WHERE pt.ibe_uid = ?1
            AND pt.property_id IN (SELECT value FROM json_each(?3))) AS houses`,
    )
    .bind(ibeUid, JSON.stringify(terms.apartmentTypeIds), JSON.stringify(terms.propertyIds))
    .first<{ types: number; houses: number }>();
  const unknown = (field: string) =>
    new OtaError("invalid_input", "Not an apartment of this booking engine", [
      { path: `body.${field}`, message: "unknown" },
    ]);
  if ((row?.types ?? 0) !== new Set(terms.apartmentTypeIds).size) throw unknown("apartmentTypeIds");
  if ((row?.houses ?? 0) !== new Set(terms.propertyIds).size) throw unknown("propertyIds");
}

const codeTaken = () =>
  new OtaError("invalid_input", "This code exists already", [{ path: "body.code", message: "already taken" }]);

/** POST /api/admin/ibe/:ibeUid/vouchers: a new active code; 400 when the tenant has it already. */
export async function handleAdminCreateVoucher(request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const db = context.env.INVENTORY_DB;
  const terms = await parseJsonBody(request, voucherInputSchema);
  await assertScopeOfTenant(db, ibeUid, terms);
  const actor = actorOf(request, context.admin!);
  const id = await insertVoucher(db, ibeUid, terms, actor, context.now.toISOString());
  if (!id) throw codeTaken();
  return json(await requireVoucher(context, ibeUid, id), 201);
}

/** PUT /api/admin/ibe/:ibeUid/vouchers/:voucherId: new terms (an archived code stays archived). */
export async function handleAdminUpdateVoucher(request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const db = context.env.INVENTORY_DB;
  const before = await requireVoucher(context, ibeUid, params.voucherId);
  const terms = await parseJsonBody(request, voucherInputSchema);
  await assertScopeOfTenant(db, ibeUid, terms);
  const actor = actorOf(request, context.admin!);
  const saved = await updateVoucher(
    db,
    before,
    ibeUid,
    { terms, active: before.active },
    actor,
    context.now.toISOString(),
  );
  if (!saved) throw codeTaken();
  return json(await requireVoucher(context, ibeUid, before.id));
}

/** POST /api/admin/ibe/:ibeUid/vouchers/:voucherId/archive: the code takes no more bookings (its uses stay). */
export async function handleAdminArchiveVoucher(request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const before = await requireVoucher(context, ibeUid, params.voucherId);
  const actor = actorOf(request, context.admin!);
  await updateVoucher(
    context.env.INVENTORY_DB,
    before,
    ibeUid,
    { terms: termsOf(before), active: false },
    actor,
    context.now.toISOString(),
  );
  return json(await requireVoucher(context, ibeUid, before.id));
}
